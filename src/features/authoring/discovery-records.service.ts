import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuditLog } from '~/features/audit/audit.service';
import { forgetRedirects, keepOldSlug, slugKept } from '~/features/catalog/slug-redirects.repository';
import type { ContentVersionService } from '~/features/content-version/content-version.service';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import { CATALOG_TEXTS } from '~/shared/studio';
import { missingIds } from './authoring.repository';
import type { CatalogActor } from './authoring.service';
import { checkVersion, fieldError, mayEditShared, required, slugOf, slugTakenError } from './record-rules';

export type SubcategoryInput = {
  name: string;
  slug?: string | undefined;
  category_id: number;
  /** Its place among its category's subcategories; absent: last. */
  position?: number | null | undefined;
  description: string;
};
export type OutcomeInput = {
  name: string;
  slug?: string | undefined;
  description: string;
  hue: number;
  /** The classes it gathers, in the order its page shows them. */
  course_ids: number[];
};
export type PieceInput = {
  title: string;
  slug?: string | undefined;
  description: string;
  instructor_id: number;
  category_id: number;
  duration_seconds: number;
  hue: number;
};

/** A record kind: its audit resource type and its old addresses' kind are the same word. */
type Kind = 'subcategory' | 'outcome' | 'ten_minute_piece';
const TABLES = {
  subcategory: 'subcategories',
  outcome: 'outcomes',
  ten_minute_piece: 'ten_minute_pieces',
} as const;
const ACTIONS = { subcategory: 'subcategory', outcome: 'outcome', ten_minute_piece: 'piece' } as const;
const NOT_FOUND = {
  subcategory: 'subcategory_not_found',
  outcome: 'outcome_not_found',
  ten_minute_piece: 'ten_minute_piece_not_found',
} as const;

// The three tables share the steps below (id, slug, version); only the column lists differ.
type Row = { id: number; slug: string; version: number } & Record<string, unknown>;
const untyped = (db: Db) => db as unknown as Kysely<any>;

async function mustExist(tx: Db, table: 'categories' | 'instructors', id: number, field: string) {
  if ((await missingIds(tx, table, [id])).length)
    throw fieldError(field, table === 'categories' ? 'Choose a category.' : 'Choose an instructor.');
}

/**
 * Subcategories, outcomes and ten-minute pieces, edited in place (public pages show a change at
 * once) like instructors and categories: a version a save carries back, a 301 from an old slug,
 * deleted only when nothing uses them (docs/decisions/0040-catalog-records.md).
 */
export function createDiscoveryRecordsService(deps: {
  db: Db;
  audit: AuditLog;
  /** Told of every change public pages show, in its transaction (the page cache's key). */
  contentVersion: ContentVersionService;
}) {
  const { db, audit, contentVersion } = deps;

  /** A ten-minute piece is its instructor's, as a class is; the other two are shared by every class. */
  function mayEdit(actor: CatalogActor, kind: Kind, instructorId?: unknown) {
    if (kind !== 'ten_minute_piece') return mayEditShared(actor);
    if (actor.ownInstructorId !== null && actor.ownInstructorId !== instructorId)
      throw new DomainError('catalog_not_yours');
  }

  async function find(tx: Db, kind: Kind, id: number): Promise<Row> {
    const row = await untyped(tx)
      .selectFrom(TABLES[kind])
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new DomainError(NOT_FOUND[kind]);
    return row as Row;
  }

  /** What would be left pointing nowhere if this record went. */
  async function usesOf(tx: Db, kind: Kind, id: number): Promise<string[]> {
    if (kind === 'ten_minute_piece') return []; // Nothing refers to a piece: its page lists its neighbours itself.
    const rows =
      kind === 'subcategory'
        ? await tx.selectFrom('courses').select('title').where('subcategory_id', '=', id).execute()
        : await tx
            .selectFrom('content_outcomes')
            .innerJoin('courses', 'courses.id', 'content_outcomes.course_id')
            .select('courses.title')
            .where('content_outcomes.outcome_id', '=', id)
            .execute();
    return rows.map((row) => `class “${row.title}”`).sort();
  }

  /**
   * Adds (id null) or changes a record: the stored values come from `prepare` (which checks the
   * input against the database), `after` writes what lives in other tables (an outcome's classes).
   */
  async function save(
    actor: CatalogActor,
    kind: Kind,
    target: { id: number; version: number } | null,
    prepare: (tx: Db, before: Row | null) => Promise<Record<string, unknown> & { slug: string }>,
    after?: (tx: Db, id: number) => Promise<void>,
  ): Promise<number> {
    return audit.perform(actor, async (tx, record) => {
      const table = TABLES[kind];
      const before = target ? await find(tx, kind, target.id) : null;
      if (before) {
        mayEdit(actor, kind, before.instructor_id);
        await checkVersion(tx, {
          type: kind,
          id: before.id,
          version: target!.version,
          current: before.version,
        });
      }
      const values = await prepare(tx, before);
      mayEdit(actor, kind, values.instructor_id);
      const id = before?.id ?? null;
      let clash = untyped(tx).selectFrom(table).select('id').where('slug', '=', values.slug);
      if (id !== null) clash = clash.where('id', '!=', id);
      if ((await clash.executeTakeFirst()) || (await slugKept(tx, kind, values.slug, id)))
        throw slugTakenError();
      let savedId: number;
      if (before) {
        savedId = before.id;
        await untyped(tx)
          .updateTable(table)
          .set({ ...values, version: before.version + 1 })
          .where('id', '=', before.id)
          .execute();
      } else {
        const row = await untyped(tx)
          .insertInto(table)
          .values(values)
          .returning('id')
          .executeTakeFirstOrThrow();
        savedId = Number(row.id);
      }
      await keepOldSlug(
        tx,
        kind,
        savedId,
        before && before.slug !== values.slug ? before.slug : null,
        values.slug,
      );
      await after?.(tx, savedId);
      await record({
        action: `catalog.${ACTIONS[kind]}_${before ? 'update' : 'create'}`,
        resourceType: kind,
        resourceId: savedId,
        ...(before ? { before } : {}),
        after: values,
      });
      await contentVersion.bump(tx, 'catalog');
      return savedId;
    });
  }

  async function remove(actor: CatalogActor, kind: Kind, id: number): Promise<void> {
    await audit.perform(actor, async (tx, record) => {
      const before = await find(tx, kind, id);
      mayEdit(actor, kind, before.instructor_id);
      const uses = await usesOf(tx, kind, id);
      if (uses.length) throw new DomainError('catalog_in_use', { message: CATALOG_TEXTS.inUse(uses) });
      await untyped(tx).deleteFrom(TABLES[kind]).where('id', '=', id).execute();
      await forgetRedirects(tx, kind, id);
      await record({ action: `catalog.${ACTIONS[kind]}_delete`, resourceType: kind, resourceId: id, before });
      await contentVersion.bump(tx, 'catalog');
    });
  }

  const subcategoryValues = async (tx: Db, input: SubcategoryInput, before: Row | null) => {
    const name = required(input.name, 'name', 'Give the subcategory a name.');
    await mustExist(tx, 'categories', input.category_id, 'category_id');
    let position = input.position ?? null;
    // Kept where it was, unless it moves to another category: then last there.
    if (position === null && before && before.category_id === input.category_id)
      position = Number(before.position);
    if (position === null) {
      const last = await tx
        .selectFrom('subcategories')
        .select((eb) => eb.fn.max('position').as('position'))
        .where('category_id', '=', input.category_id)
        .executeTakeFirst();
      position = Number(last?.position ?? 0) + 1;
    }
    return {
      name,
      slug: slugOf(input, name),
      category_id: input.category_id,
      position,
      description: input.description.trim(),
    };
  };

  const outcomeValues = async (tx: Db, input: OutcomeInput) => {
    const name = required(input.name, 'name', 'Give the outcome a name.');
    if ((await missingIds(tx, 'courses', input.course_ids)).length)
      throw fieldError('course_ids', 'One of these classes no longer exists: reload the page.');
    return { name, slug: slugOf(input, name), description: input.description.trim(), hue: input.hue };
  };

  /** The outcome's classes become exactly these, in this order. */
  const writeOutcomeClasses = (courseIds: readonly number[]) => async (tx: Db, outcomeId: number) => {
    await tx.deleteFrom('content_outcomes').where('outcome_id', '=', outcomeId).execute();
    const unique = [...new Set(courseIds)];
    if (unique.length)
      await tx
        .insertInto('content_outcomes')
        .values(unique.map((course_id, i) => ({ outcome_id: outcomeId, course_id, position: i + 1 })))
        .execute();
  };

  const pieceValues = async (tx: Db, input: PieceInput) => {
    const title = required(input.title, 'title', 'Give the piece a title.');
    await mustExist(tx, 'instructors', input.instructor_id, 'instructor_id');
    await mustExist(tx, 'categories', input.category_id, 'category_id');
    return {
      title,
      slug: slugOf(input, title),
      description: input.description.trim(),
      instructor_id: input.instructor_id,
      category_id: input.category_id,
      duration_seconds: input.duration_seconds,
      hue: input.hue,
    };
  };

  return {
    listSubcategories: () =>
      db
        .selectFrom('subcategories')
        .innerJoin('categories', 'categories.id', 'subcategories.category_id')
        .select([
          'subcategories.id',
          'subcategories.slug',
          'subcategories.name',
          'subcategories.description',
          'subcategories.category_id',
          'subcategories.position',
          'subcategories.version',
          'categories.name as category_name',
        ])
        .orderBy('categories.position')
        .orderBy('subcategories.position')
        .execute(),

    /** Outcomes with the ids of their classes in order. Two queries. */
    async listOutcomes() {
      const [outcomes, links] = await Promise.all([
        db
          .selectFrom('outcomes')
          .select(['id', 'slug', 'name', 'description', 'hue', 'version'])
          .orderBy('name')
          .execute(),
        db.selectFrom('content_outcomes').select(['outcome_id', 'course_id']).orderBy('position').execute(),
      ]);
      return outcomes.map((outcome) => ({
        ...outcome,
        course_ids: links.filter((link) => link.outcome_id === outcome.id).map((link) => link.course_id),
      }));
    },

    /** The pieces an actor may edit (an instructor: their own). */
    listPieces(actor: Pick<CatalogActor, 'ownInstructorId'>) {
      let query = db
        .selectFrom('ten_minute_pieces as piece')
        .innerJoin('instructors', 'instructors.id', 'piece.instructor_id')
        .select([
          'piece.id',
          'piece.slug',
          'piece.title',
          'piece.description',
          'piece.instructor_id',
          'piece.category_id',
          'piece.duration_seconds',
          'piece.hue',
          'piece.version',
          'instructors.name as instructor_name',
        ])
        .orderBy('piece.title');
      if (actor.ownInstructorId !== null)
        query = query.where('piece.instructor_id', '=', actor.ownInstructorId);
      return query.execute();
    },

    /** Every published class, for the outcome form's choice. */
    listClassChoices: () => db.selectFrom('courses').select(['id', 'title']).orderBy('title').execute(),

    createSubcategory: (actor: CatalogActor, input: SubcategoryInput) =>
      save(actor, 'subcategory', null, (tx) => subcategoryValues(tx, input, null)),
    updateSubcategory: (actor: CatalogActor, id: number, version: number, input: SubcategoryInput) =>
      save(actor, 'subcategory', { id, version }, (tx, before) => subcategoryValues(tx, input, before)),
    deleteSubcategory: (actor: CatalogActor, id: number) => remove(actor, 'subcategory', id),

    createOutcome: (actor: CatalogActor, input: OutcomeInput) =>
      save(actor, 'outcome', null, (tx) => outcomeValues(tx, input), writeOutcomeClasses(input.course_ids)),
    updateOutcome: (actor: CatalogActor, id: number, version: number, input: OutcomeInput) =>
      save(
        actor,
        'outcome',
        { id, version },
        (tx) => outcomeValues(tx, input),
        writeOutcomeClasses(input.course_ids),
      ),
    deleteOutcome: (actor: CatalogActor, id: number) => remove(actor, 'outcome', id),

    createPiece: (actor: CatalogActor, input: PieceInput) =>
      save(actor, 'ten_minute_piece', null, async (tx) => ({
        ...(await pieceValues(tx, input)),
        uuid: randomUUID(),
      })),
    updatePiece: (actor: CatalogActor, id: number, version: number, input: PieceInput) =>
      save(actor, 'ten_minute_piece', { id, version }, (tx) => pieceValues(tx, input)),
    deletePiece: (actor: CatalogActor, id: number) => remove(actor, 'ten_minute_piece', id),
  };
}

export type DiscoveryRecordsService = ReturnType<typeof createDiscoveryRecordsService>;
