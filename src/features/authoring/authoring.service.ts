import { randomUUID } from 'node:crypto';
import type { AuditLog } from '~/features/audit/audit.service';
import type { ContentVersionService } from '~/features/content-version/content-version.service';
import type { SearchService } from '~/features/search/search.service';
import type { StaffActor } from '~/features/staff/staff.service';
import type { StaffMember } from '~/features/staff/studio-access';
import type { Clock } from '~/server/core/clock';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import { CATALOG_TEXTS } from '~/shared/studio';
import * as repo from './authoring.repository';
import { type ClassDocument, classDocument, documentProblem, lessonsOf, slugify } from './class-document';
import { writeLiveClass } from './class-publication';
import { type DraftFields, draftState, draftWorkflow, type StudioRecord } from './drafts';

/**
 * Who edits the catalog: a staff actor, and for an instructor-scoped role the instructor
 * whose classes are theirs (null: every class).
 */
export type CatalogActor = StaffActor & { ownInstructorId: number | null };

/**
 * The instructor whose classes a staff member reaches, or null for every class. A scoped role
 * without an instructor record (the studio never makes one) reaches none: no instructor has id 0.
 */
export function ownInstructorOf(staff: Pick<StaffMember, 'role' | 'instructor'>): number | null {
  return staff.role.instructorScoped ? (staff.instructor?.id ?? 0) : null;
}

/** A class in the editor: its draft (or the published class when there is no draft yet). */
export type StudioClass = StudioRecord<ClassDocument>;

const fieldError = (field: string, message: string) => new DomainError('invalid_field', { field, message });

/**
 * Classes as the studio writes them: a draft document per class, saved with a version check,
 * published into the live tables in one audited transaction (with a revision kept), scheduled
 * for later, unpublished now or later (decision 0039), or restored from an earlier revision.
 */
export function createAuthoringService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditLog;
  search: SearchService;
  /** Told of every change public pages show, in its transaction (the page cache's key). */
  contentVersion: ContentVersionService;
}) {
  const { db, clock, audit, contentVersion } = deps;

  function mayTouch(
    actor: Pick<CatalogActor, 'ownInstructorId'>,
    document: Pick<ClassDocument, 'instructor_id'>,
  ): void {
    if (actor.ownInstructorId !== null && actor.ownInstructorId !== document.instructor_id)
      throw new DomainError('catalog_not_yours');
  }

  async function load(tx: Db, uuid: string): Promise<StudioClass> {
    const draft = await repo.findDraft(tx, uuid);
    const live = await repo.findLiveCourse(tx, uuid);
    const unpublishedAt = live?.unpublished_at ?? null;
    if (draft)
      return {
        uuid,
        // Through the schema: a draft saved before a field existed gets its default.
        document: classDocument.parse(draft.document_json),
        version: draft.version,
        state: draftState(live, draft.has_changes),
        publishAt: draft.publish_at,
        unpublishAt: draft.unpublish_at,
        unpublishedAt,
        updatedBy: draft.updated_by_label,
        updatedAt: draft.updated_at,
        liveSlug: live?.slug ?? null,
      };
    const document = await repo.liveDocument(tx, uuid);
    if (!document || !live) throw new DomainError('class_not_found');
    return {
      uuid,
      document,
      version: 0,
      state: draftState(live, false),
      publishAt: null,
      unpublishAt: null,
      unpublishedAt,
      updatedBy: null,
      updatedAt: null,
      liveSlug: live.slug,
    };
  }

  /** The references a document makes exist, and its slug is free. */
  async function check(tx: Db, uuid: string, document: ClassDocument): Promise<void> {
    const problem = documentProblem(document);
    if (problem) throw fieldError(problem.field, problem.message);
    if (await repo.slugTaken(tx, document.slug, uuid))
      throw fieldError('slug', 'Another class has this address: choose another.');
    if ((await repo.missingIds(tx, 'instructors', [document.instructor_id])).length)
      throw fieldError('instructor_id', 'Choose one of the instructors.');
    if ((await repo.missingIds(tx, 'categories', [document.category_id])).length)
      throw fieldError('category_id', 'Choose one of the categories.');
    if ((await repo.missingIds(tx, 'skills', document.skill_ids)).length)
      throw fieldError('skill_ids', 'Choose skills from the list.');
  }

  async function writeDraft(tx: Db, actor: CatalogActor, uuid: string, fields: DraftFields<ClassDocument>) {
    const values = {
      document_json: JSON.stringify(fields.document),
      version: fields.version,
      has_changes: fields.hasChanges,
      publish_at: fields.publishAt,
      unpublish_at: fields.unpublishAt,
      updated_by_label: actor.label,
      updated_at: clock.now(),
    };
    await tx
      .insertInto('class_drafts')
      .values({ course_uuid: uuid, ...values })
      .onConflict((oc) => oc.column('course_uuid').doUpdateSet(values))
      .execute();
  }

  /** Publishes a draft into the live tables now; the caller holds the transaction and audits. */
  async function publishNow(tx: Db, actor: CatalogActor, current: StudioClass) {
    const live = await repo.liveDocument(tx, current.uuid);
    const kept = new Set(lessonsOf(current.document).map((lesson) => lesson.uuid));
    const dropped = live ? lessonsOf(live).filter((lesson) => !kept.has(lesson.uuid)) : [];
    const uses = await repo.lessonUses(
      tx,
      dropped.map((lesson) => lesson.uuid),
    );
    if (uses.length) throw new DomainError('catalog_in_use', { message: CATALOG_TEXTS.inUse(uses) });
    await check(tx, current.uuid, current.document);
    const now = clock.now();
    await writeLiveClass(tx, current.uuid, current.document, now);
    await tx
      .insertInto('class_revisions')
      .values({
        course_uuid: current.uuid,
        document_json: JSON.stringify(current.document),
        published_by_label: actor.label,
        published_at: now,
      })
      .execute();
    await writeDraft(tx, actor, current.uuid, {
      document: current.document,
      version: current.version + 1,
      hasChanges: false,
      publishAt: null,
      unpublishAt: current.unpublishAt,
    });
    await contentVersion.bump(tx, 'catalog');
    return live;
  }

  const workflow = draftWorkflow<'class', StudioClass, CatalogActor>(deps, {
    name: 'class',
    liveTable: 'courses',
    load,
    check,
    write: (tx, actor, current, fields) => writeDraft(tx, actor, current.uuid, fields),
    publishNow,
    due: (tx, now) => repo.draftsDue(tx, 'publish_at', now),
    dueUnpublications: (tx, now) => repo.draftsDue(tx, 'unpublish_at', now),
    async revision(tx, uuid, id) {
      const row = await tx
        .selectFrom('class_revisions')
        .select('document_json')
        .where('id', '=', id)
        .where('course_uuid', '=', uuid)
        .executeTakeFirst();
      return row && classDocument.parse(row.document_json);
    },
    errors: { notPublished: 'class_not_published', notScheduled: 'unpublication_not_scheduled' },
    mayTouch,
  });

  return {
    overview: (actor: Pick<CatalogActor, 'ownInstructorId'>) =>
      repo.listStudioClasses(db, actor.ownInstructorId),

    get: async (actor: Pick<CatalogActor, 'ownInstructorId'>, uuid: string): Promise<StudioClass> => {
      const found = await load(db, uuid);
      mayTouch(actor, found.document);
      return found;
    },

    /** Starts a class as a draft from its title, instructor and category. */
    async create(
      actor: CatalogActor,
      input: { title: string; instructorId: number; categoryId: number },
    ): Promise<StudioClass> {
      const uuid = randomUUID();
      const document: ClassDocument = {
        kind: 'class',
        title: input.title.trim(),
        slug: slugify(input.title),
        tagline: '',
        description: '',
        instructor_id: input.instructorId,
        category_id: input.categoryId,
        skill_ids: [],
        skill_level: 'all',
        released_on: clock.now().toISOString().slice(0, 10),
        hue: Math.floor(Math.random() * 360),
        launch_state: null,
        chapters: [],
      };
      mayTouch(actor, document);
      return audit.perform(actor, async (tx, record) => {
        await check(tx, uuid, document);
        await writeDraft(tx, actor, uuid, {
          document,
          version: 1,
          hasChanges: true,
          publishAt: null,
          unpublishAt: null,
        });
        await record({
          action: 'catalog.class_create',
          resourceType: 'class',
          resourceId: uuid,
          after: document,
        });
        return load(tx, uuid);
      });
    },

    save: workflow.save,
    publish: workflow.publish,

    unpublish: workflow.unpublish,
    cancelUnpublication: workflow.cancelUnpublication,
    /** Publishes, then unpublishes, every class whose scheduled time has come (the recurring job). */
    publishDue: workflow.publishDue,

    revisions: async (actor: Pick<CatalogActor, 'ownInstructorId'>, uuid: string) => {
      mayTouch(actor, (await load(db, uuid)).document);
      return db
        .selectFrom('class_revisions')
        .select(['id', 'published_by_label', 'published_at', 'document_json'])
        .where('course_uuid', '=', uuid)
        .orderBy('id', 'desc')
        .limit(50)
        .execute();
    },

    restore: workflow.restore,
  };
}

export type AuthoringService = ReturnType<typeof createAuthoringService>;
