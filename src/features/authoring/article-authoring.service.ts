import { randomUUID } from 'node:crypto';
import type { AuditLog } from '~/features/audit/audit.service';
import type { ContentVersionService } from '~/features/content-version/content-version.service';
import type { SearchService } from '~/features/search/search.service';
import type { StaffActor } from '~/features/staff/staff.service';
import type { Clock } from '~/server/core/clock';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import * as repo from './article-authoring.repository';
import { type ArticleDocument, articleProblem, cleanArticle } from './article-document';
import { missingIds } from './authoring.repository';
import { slugify } from './class-document';
import { draftState, draftWorkflow, type StudioRecord } from './drafts';

/** An article in the editor: its draft (or the published article when there is no draft yet). */
export type StudioArticle = StudioRecord<ArticleDocument>;

const fieldError = (field: string, message: string) => new DomainError('invalid_field', { field, message });
const { articleDrafts: drafts } = repo;

/**
 * Articles as the studio writes them (docs/decisions/0038-article-authoring.md), the way
 * classes are written (0027): a draft document saved with a version check, published into
 * the live `articles` row in one audited transaction with a revision kept, scheduled for
 * later, unpublished now or later (0039), or restored from an earlier revision. Permissions articles:edit and articles:publish
 * are checked by the routes; no role is scoped to its own articles.
 */
export function createArticleAuthoringService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditLog;
  search: SearchService;
  contentVersion: ContentVersionService;
}) {
  const { db, clock, audit, contentVersion } = deps;

  async function load(tx: Db, uuid: string): Promise<StudioArticle> {
    const [draft, live] = await Promise.all([drafts.find(tx, uuid), repo.findLiveArticle(tx, uuid)]);
    if (draft)
      return {
        uuid,
        document: draft.document_json,
        version: draft.version,
        state: draftState(live, draft.has_changes),
        publishAt: draft.publish_at,
        unpublishAt: draft.unpublish_at,
        unpublishedAt: live?.unpublished_at ?? null,
        updatedBy: draft.updated_by_label,
        updatedAt: draft.updated_at,
        liveSlug: live?.slug ?? null,
      };
    const document = await repo.liveArticleDocument(tx, uuid);
    if (!document || !live) throw new DomainError('article_not_found');
    return {
      uuid,
      document,
      version: 0,
      state: draftState(live, false),
      publishAt: null,
      unpublishAt: null,
      unpublishedAt: live.unpublished_at,
      updatedBy: null,
      updatedAt: null,
      liveSlug: live.slug,
    };
  }

  /** The document breaks no rule, its references exist and its slug is free; answers the author's name. */
  async function check(tx: Db, uuid: string, document: ArticleDocument): Promise<string> {
    const problem = articleProblem(document);
    if (problem) throw fieldError(problem.field, problem.message);
    if (await repo.articleSlugTaken(tx, document.slug, uuid))
      throw fieldError('slug', 'Another article has this address: choose another.');
    const author = await tx
      .selectFrom('instructors')
      .select('name')
      .where('id', '=', document.instructor_id ?? 0)
      .executeTakeFirst();
    if (!author) throw fieldError('instructor_id', 'Choose the author among the instructors.');
    if ((await missingIds(tx, 'categories', [document.category_id])).length)
      throw fieldError('category_id', 'Choose one of the categories.');
    return author.name;
  }

  /** Publishes a draft into the live row now; the caller holds the transaction and audits. */
  async function publishNow(tx: Db, actor: StaffActor, current: StudioArticle) {
    const authorName = await check(tx, current.uuid, current.document);
    const before = await repo.liveArticleDocument(tx, current.uuid);
    const now = clock.now();
    const { document } = current;
    await repo.writeLiveArticle(
      tx,
      current.uuid,
      { ...document, instructor_id: document.instructor_id ?? 0 },
      authorName,
      now,
    );
    await drafts.addRevision(tx, actor, current.uuid, document, now);
    await drafts.write(
      tx,
      actor,
      current.uuid,
      {
        document,
        version: current.version + 1,
        hasChanges: false,
        publishAt: null,
        // A scheduled unpublication survives a publication of changes, as a class's does.
        unpublishAt: current.unpublishAt,
      },
      now,
    );
    await contentVersion.bump(tx, 'catalog');
    return before;
  }

  const workflow = draftWorkflow<'article', StudioArticle, StaffActor>(deps, {
    name: 'article',
    liveTable: 'articles',
    load,
    check,
    write: (tx, actor, current, fields) => drafts.write(tx, actor, current.uuid, fields, clock.now()),
    publishNow,
    due: async (tx, now) => (await drafts.due(tx, now)).map((row) => row.record_uuid),
    dueUnpublications: async (tx, now) =>
      (await drafts.dueUnpublications(tx, now)).map((row) => row.record_uuid),
    revision: async (tx, uuid, id) => (await drafts.revision(tx, uuid, id))?.document_json,
    errors: { notPublished: 'article_not_published', notScheduled: 'article_unpublication_not_scheduled' },
  });

  return {
    /** Every article for the studio's list: unpublished drafts first, then the published, newest first. */
    async overview() {
      const [live, drafted] = await Promise.all([repo.listLiveArticles(db), drafts.list(db)]);
      const byUuid = new Map(drafted.map((row) => [row.record_uuid, row]));
      const liveUuids = new Set(live.map((row) => row.uuid));
      const categories = new Map(
        (await db.selectFrom('categories').select(['id', 'name']).execute()).map((row) => [row.id, row.name]),
      );
      const authors = new Map(
        (await db.selectFrom('instructors').select(['id', 'name']).execute()).map((row) => [
          row.id,
          row.name,
        ]),
      );
      const unpublished = drafted
        .filter((row) => !liveUuids.has(row.record_uuid))
        .map((row) => ({
          uuid: row.record_uuid,
          title: row.document_json.title,
          slug: row.document_json.slug,
          authorName: authors.get(row.document_json.instructor_id ?? 0) ?? '',
          categoryName: categories.get(row.document_json.category_id) ?? '',
          state: 'draft' as const,
          publishAt: row.publish_at,
          unpublishAt: row.unpublish_at,
          unpublishedAt: null,
        }));
      const published = live.map((row) => {
        const draft = byUuid.get(row.uuid);
        return {
          uuid: row.uuid,
          title: row.title,
          slug: row.slug,
          authorName: row.author_name,
          categoryName: row.category_name,
          state: draftState(row, draft?.has_changes ?? false),
          publishAt: draft?.publish_at ?? null,
          unpublishAt: draft?.unpublish_at ?? null,
          unpublishedAt: row.unpublished_at,
        };
      });
      return [...unpublished, ...published];
    },

    get: (uuid: string) => load(db, uuid),

    /** Starts an article as a draft from its title, author and category. */
    async create(
      actor: StaffActor,
      input: { title: string; instructorId: number; categoryId: number },
    ): Promise<StudioArticle> {
      const uuid = randomUUID();
      const document: ArticleDocument = {
        title: input.title.trim(),
        slug: slugify(input.title),
        summary: '',
        instructor_id: input.instructorId,
        category_id: input.categoryId,
        hue: Math.floor(Math.random() * 360),
        body_markdown: '',
        recipe: null,
      };
      return audit.perform(actor, async (tx, record) => {
        await check(tx, uuid, document);
        await drafts.write(
          tx,
          actor,
          uuid,
          { document, version: 1, hasChanges: true, publishAt: null, unpublishAt: null },
          clock.now(),
        );
        await record({
          action: 'catalog.article_create',
          resourceType: 'article',
          resourceId: uuid,
          after: document,
        });
        return load(tx, uuid);
      });
    },

    /** Saves the draft, sanitised; `version` is the one the editor read (a stale one: 409). */
    save: (actor: StaffActor, uuid: string, version: number, input: ArticleDocument) =>
      workflow.save(actor, uuid, version, cleanArticle(input)),

    publish: workflow.publish,
    unpublish: workflow.unpublish,
    cancelUnpublication: workflow.cancelUnpublication,
    /** Publishes, then unpublishes, every article whose scheduled time has come (the recurring job). */
    publishDue: workflow.publishDue,

    async revisions(uuid: string) {
      await load(db, uuid);
      return drafts.revisions(db, uuid);
    },

    restore: workflow.restore,
  };
}

export type ArticleAuthoringService = ReturnType<typeof createArticleAuthoringService>;
