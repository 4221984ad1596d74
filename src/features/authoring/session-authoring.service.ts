import { randomUUID } from 'node:crypto';
import type { AuditLog } from '~/features/audit/audit.service';
import { forgetRedirects, keepOldSlug } from '~/features/catalog/slug-redirects.repository';
import type { ContentVersionService } from '~/features/content-version/content-version.service';
import type { SearchService } from '~/features/search/search.service';
import type { Clock } from '~/server/core/clock';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import { CATALOG_TEXTS } from '~/shared/studio';
import { missingIds } from './authoring.repository';
import type { CatalogActor } from './authoring.service';
import { slugify } from './class-document';
import { refreshSearch, refuseStaleRow } from './drafts';
import * as repo from './session-authoring.repository';
import { type SessionDocument, sessionProblem, weeksBetween } from './session-document';

/** A session in the editor: its document and what a save must carry back. */
export type StudioSession = {
  uuid: string;
  document: SessionDocument;
  version: number;
  updatedBy: string | null;
  updatedAt: Date | null;
  /** The lessons its tasks name, with their class's title. */
  lessons: { uuid: string; title: string; class_title: string }[];
};

const DAY_MS = 24 * 60 * 60 * 1000;
const plural = (count: number, one: string, many: string) => (count === 1 ? one : `${count} ${many}`);

/** What a session's deletion would take from people, as the studio names it ([] when nothing). */
async function usesOfCamp(tx: Db, campId: number): Promise<string[]> {
  const { enrolled, waiting } = await repo.campUses(tx, campId);
  return [
    ...(enrolled ? [plural(enrolled, '1 enrolled member', 'enrolled members')] : []),
    ...(waiting ? [plural(waiting, '1 person on its waitlist', 'people on its waitlist')] : []),
  ];
}
const fieldError = (field: string, message: string) => new DomainError('invalid_field', { field, message });

/**
 * Sessions (camps) as the studio writes them (docs/decisions/0042-session-authoring.md): edited
 * in place, so a save shows on /sessions at once (a new session is announced as coming soon),
 * with a version check naming who saved last, the old address kept on a slug change, modules
 * and tasks kept by id, and nothing taken away from a session members are enrolled in.
 */
export function createSessionAuthoringService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditLog;
  /** Told of every change public pages show, in its transaction (the page cache's key). */
  contentVersion: ContentVersionService;
  /** Rebuilt after each write, so this process's next search finds the session as saved. */
  search: SearchService;
}) {
  const { db, clock, audit, contentVersion, search } = deps;

  /** An instructor-scoped actor reaches only the sessions of their instructor. */
  function mayTouch(actor: Pick<CatalogActor, 'ownInstructorId'>, instructorId: number): void {
    if (actor.ownInstructorId !== null && actor.ownInstructorId !== instructorId)
      throw new DomainError('catalog_not_yours');
  }

  async function load(tx: Db, actor: Pick<CatalogActor, 'ownInstructorId'>, uuid: string) {
    const camp = await repo.findCamp(tx, uuid);
    if (!camp) throw new DomainError('camp_not_found');
    mayTouch(actor, camp.instructor_id);
    return camp;
  }

  const view = async (tx: Db, camp: repo.CampRow): Promise<StudioSession> => ({
    uuid: camp.uuid,
    document: await repo.sessionDocumentOf(tx, camp),
    version: camp.version,
    updatedBy: camp.updated_by_label,
    updatedAt: camp.updated_at,
    lessons: await repo.lessonLabels(tx, camp.id),
  });

  /** The references a document makes exist, and its slug is free; answers the lessons' ids. */
  async function check(tx: Db, campId: number | null, document: SessionDocument) {
    const problem = sessionProblem(document);
    if (problem) throw fieldError(problem.field, problem.message);
    if (await repo.campSlugTaken(tx, document.slug, campId))
      throw fieldError('slug', 'Another session has this address: choose another.');
    if ((await missingIds(tx, 'instructors', [document.instructor_id])).length)
      throw fieldError('instructor_id', 'Choose one of the instructors.');
    if ((await missingIds(tx, 'categories', [document.category_id])).length)
      throw fieldError('category_id', 'Choose one of the categories.');
    const wanted = document.modules.flatMap((m) => m.tasks.map((t) => t.lesson_uuid ?? [])).flat();
    const lessons = await repo.lessonIds(tx, wanted);
    for (const [m, module] of document.modules.entries())
      for (const [t, task] of module.tasks.entries())
        if (task.lesson_uuid && !lessons.has(task.lesson_uuid))
          throw fieldError(`modules.${m}.tasks.${t}.lesson_uuid`, 'Choose one of the lessons.');
    return lessons;
  }

  const campValues = (document: SessionDocument) => {
    const startsAt = new Date(document.starts_at);
    const endsAt = new Date(document.ends_at);
    return {
      title: document.title.trim(),
      slug: document.slug,
      tagline: document.tagline.trim(),
      description: document.description.trim(),
      instructor_id: document.instructor_id,
      category_id: document.category_id,
      status: document.status,
      opens_at: document.opens_at ? new Date(document.opens_at) : null,
      starts_at: startsAt,
      ends_at: endsAt,
      weeks: weeksBetween(startsAt, endsAt),
      hue: document.hue,
    };
  };

  /**
   * Writes the modules and tasks in document order: removed ones deleted (refused while members
   * are enrolled), kept ones updated by id (a task may move to another module), new ones added.
   * Kept rows first take a provisional slug, so two of them may swap addresses in one save.
   */
  async function writeCurriculum(
    tx: Db,
    campId: number,
    document: SessionDocument,
    lessons: Map<string, number>,
  ) {
    const [modules, activities] = await Promise.all([
      tx.selectFrom('camp_modules').select(['id', 'title']).where('camp_id', '=', campId).execute(),
      tx
        .selectFrom('camp_activities')
        .innerJoin('camp_modules', 'camp_modules.id', 'camp_activities.module_id')
        .select(['camp_activities.id', 'camp_activities.title'])
        .where('camp_modules.camp_id', '=', campId)
        .execute(),
    ]);
    const keptModules = new Set(document.modules.flatMap((m) => (m.id === null ? [] : [m.id])));
    const keptTasks = new Set(document.modules.flatMap((m) => m.tasks.flatMap((t) => t.id ?? [])));
    const ownModules = new Set(modules.map((row) => row.id));
    const ownTasks = new Set(activities.map((row) => row.id));
    for (const [m, module] of document.modules.entries()) {
      if (module.id !== null && !ownModules.has(module.id))
        throw fieldError(`modules.${m}.id`, 'This module is not one of this session’s: reload.');
      for (const [t, task] of module.tasks.entries())
        if (task.id !== null && !ownTasks.has(task.id))
          throw fieldError(`modules.${m}.tasks.${t}.id`, 'This task is not one of this session’s: reload.');
    }
    const removed = [
      ...modules.filter((row) => !keptModules.has(row.id)).map((row) => `module “${row.title}”`),
      ...activities.filter((row) => !keptTasks.has(row.id)).map((row) => `task “${row.title}”`),
    ];
    if (removed.length) {
      const { enrolled } = await repo.campUses(tx, campId);
      if (enrolled > 0)
        throw new DomainError('catalog_in_use', {
          message: `${enrolled === 1 ? 'A member is' : `${enrolled} members are`} enrolled in this session, so ${removed.slice(0, 10).join(', ')} stays: rename it or move it instead.`,
        });
      const gone = activities.filter((row) => !keptTasks.has(row.id)).map((row) => row.id);
      if (gone.length) await tx.deleteFrom('camp_activities').where('id', 'in', gone).execute();
    }
    for (const id of keptTasks)
      await tx
        .updateTable('camp_activities')
        .set({ slug: `~${id}` })
        .where('id', '=', id)
        .execute();
    for (const id of keptModules)
      await tx
        .updateTable('camp_modules')
        .set({ slug: `~${id}` })
        .where('id', '=', id)
        .execute();
    for (const [m, module] of document.modules.entries()) {
      const fields = {
        slug: module.slug,
        title: module.title.trim(),
        description: module.description.trim(),
        position: m + 1,
      };
      const moduleId =
        module.id ??
        (
          await tx
            .insertInto('camp_modules')
            .values({ camp_id: campId, ...fields })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      if (module.id !== null)
        await tx.updateTable('camp_modules').set(fields).where('id', '=', moduleId).execute();
      for (const [t, task] of module.tasks.entries()) {
        const lessonId = task.lesson_uuid ? (lessons.get(task.lesson_uuid) ?? null) : null;
        const values = {
          module_id: moduleId,
          slug: task.slug,
          title: task.title.trim(),
          description: task.instructions.trim(),
          kind: lessonId === null ? ('task' as const) : ('lesson' as const),
          lesson_id: lessonId,
          due_at: task.due_at ? new Date(task.due_at) : null,
          position: t + 1,
        };
        if (task.id === null) await tx.insertInto('camp_activities').values(values).execute();
        else await tx.updateTable('camp_activities').set(values).where('id', '=', task.id).execute();
      }
    }
    const goneModules = modules.filter((row) => !keptModules.has(row.id)).map((row) => row.id);
    if (goneModules.length) await tx.deleteFrom('camp_modules').where('id', 'in', goneModules).execute();
  }

  return {
    /** The sessions the studio lists (an instructor's only theirs). */
    list: (actor: Pick<CatalogActor, 'ownInstructorId'>) =>
      repo.listStudioSessions(db, actor.ownInstructorId),

    async get(actor: Pick<CatalogActor, 'ownInstructorId'>, uuid: string): Promise<StudioSession> {
      return view(db, await load(db, actor, uuid));
    },

    /**
     * Starts a session: coming soon (visitors join its waitlist), starting in four weeks for six
     * weeks, with no modules yet. It is on /sessions at once.
     */
    async create(
      actor: CatalogActor,
      input: { title: string; instructorId: number; categoryId: number },
    ): Promise<StudioSession> {
      mayTouch(actor, input.instructorId);
      const day = Math.floor(clock.now().getTime() / DAY_MS) * DAY_MS;
      const document: SessionDocument = {
        title: input.title.trim(),
        slug: slugify(input.title),
        tagline: '',
        description: '',
        instructor_id: input.instructorId,
        category_id: input.categoryId,
        status: 'coming_soon',
        opens_at: null,
        starts_at: new Date(day + 28 * DAY_MS).toISOString(),
        ends_at: new Date(day + 70 * DAY_MS).toISOString(),
        hue: Math.floor(Math.random() * 360),
        modules: [],
      };
      const created = await audit.perform(actor, async (tx, record) => {
        await check(tx, null, document);
        const uuid = randomUUID();
        await tx
          .insertInto('camps')
          .values({
            uuid,
            ...campValues(document),
            version: 1,
            updated_by_label: actor.label,
            updated_at: clock.now(),
          })
          .execute();
        await record({
          action: 'catalog.session_create',
          resourceType: 'session',
          resourceId: uuid,
          after: document,
        });
        await contentVersion.bump(tx, 'catalog');
        return view(tx, await load(tx, actor, uuid));
      });
      await refreshSearch(search);
      return created;
    },

    /** What deleting it would take from people (the studio says so before offering the button). */
    async usesOf(actor: Pick<CatalogActor, 'ownInstructorId'>, uuid: string): Promise<string[]> {
      return usesOfCamp(db, (await load(db, actor, uuid)).id);
    },

    /**
     * Deletes a session nobody is enrolled in or waiting for, with its modules, tasks, old
     * addresses and told waitlist sign-ups; its address then answers 404. Otherwise 409 naming
     * who still has it. The audit entry keeps the whole document it had.
     */
    async remove(actor: CatalogActor, uuid: string): Promise<void> {
      await audit.perform(actor, async (tx, record) => {
        const camp = await load(tx, actor, uuid);
        const uses = await usesOfCamp(tx, camp.id);
        if (uses.length) throw new DomainError('catalog_in_use', { message: CATALOG_TEXTS.heldBy(uses) });
        const before = await repo.sessionDocumentOf(tx, camp);
        const modules = tx.selectFrom('camp_modules').select('id').where('camp_id', '=', camp.id);
        await tx.deleteFrom('camp_activities').where('module_id', 'in', modules).execute();
        await tx.deleteFrom('camp_modules').where('camp_id', '=', camp.id).execute();
        await tx
          .deleteFrom('content_notifications')
          .where('kind', '=', 'camp_waitlist')
          .where('target_id', '=', camp.id)
          .execute();
        await forgetRedirects(tx, 'camp', camp.id);
        await tx.deleteFrom('camps').where('id', '=', camp.id).execute();
        await record({ action: 'catalog.session_delete', resourceType: 'session', resourceId: uuid, before });
        await contentVersion.bump(tx, 'catalog');
      });
      await refreshSearch(search);
    },

    /**
     * Saves a session and its curriculum in place (public pages at once); `version` is the one
     * the editor read: a stale one is refused (409 naming who saved and when).
     */
    async save(actor: CatalogActor, uuid: string, version: number, document: SessionDocument) {
      const saved = await audit.perform(actor, async (tx, record) => {
        const camp = await load(tx, actor, uuid);
        mayTouch(actor, document.instructor_id);
        refuseStaleRow(camp, version, clock.now());
        const before = await repo.sessionDocumentOf(tx, camp);
        const lessons = await check(tx, camp.id, document);
        // The old address answers a permanent redirect; coming back to it takes it back.
        if (document.slug !== camp.slug) await keepOldSlug(tx, 'camp', camp.id, camp.slug, document.slug);
        await tx
          .updateTable('camps')
          .set({
            ...campValues(document),
            version: camp.version + 1,
            updated_by_label: actor.label,
            updated_at: clock.now(),
          })
          .where('id', '=', camp.id)
          .execute();
        await writeCurriculum(tx, camp.id, document, lessons);
        const after = await load(tx, actor, uuid);
        await record({
          action: 'catalog.session_save',
          resourceType: 'session',
          resourceId: uuid,
          before,
          after: document,
        });
        await contentVersion.bump(tx, 'catalog');
        return view(tx, after);
      });
      await refreshSearch(search);
      return saved;
    },
  };
}

export type SessionAuthoringService = ReturnType<typeof createSessionAuthoringService>;
