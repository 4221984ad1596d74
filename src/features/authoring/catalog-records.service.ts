import type { AuditLog } from '~/features/audit/audit.service';
import type { ContentVersionService } from '~/features/content-version/content-version.service';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import { CATALOG_TEXTS } from '~/shared/studio';
import { usesOf } from './authoring.repository';
import type { CatalogActor } from './authoring.service';
import { checkVersion, mayEditShared, required, slugOf, slugTakenError } from './record-rules';

export type InstructorInput = { name: string; slug?: string; headline: string; bio: string; hue: number };
export type CategoryInput = { name: string; slug?: string; description: string; hue: number };

/** An instructor's stored fields from the form (the same for a new one and an edit). */
function instructorValues(input: InstructorInput) {
  return {
    name: required(input.name, 'name', 'Give the instructor’s name.'),
    slug: slugOf(input, input.name),
    headline: input.headline.trim(),
    bio: input.bio.trim(),
    hue: input.hue,
  };
}

/** A category's stored fields from the form (the same for a new one and an edit). */
function categoryValues(input: CategoryInput) {
  return {
    name: required(input.name, 'name', 'Give the category a name.'),
    slug: slugOf(input, input.name),
    description: input.description.trim(),
    hue: input.hue,
  };
}

/**
 * Instructors (name, headline, bio; their picture is the generated art of their hue) and
 * categories, edited in place (public pages show them at once), each with a version a save
 * carries back, and deleted only when nothing uses them.
 */
export function createCatalogRecordsService(deps: {
  db: Db;
  audit: AuditLog;
  /** Told of every change public pages show, in its transaction (the page cache's key). */
  contentVersion: ContentVersionService;
}) {
  const { db, audit, contentVersion } = deps;

  async function slugFree(tx: Db, table: 'instructors' | 'categories', slug: string, id: number | null) {
    let query = tx.selectFrom(table).select('id').where('slug', '=', slug);
    if (id !== null) query = query.where('id', '!=', id);
    if (await query.executeTakeFirst()) throw slugTakenError();
  }

  return {
    listInstructors: () =>
      db
        .selectFrom('instructors')
        .select(['id', 'slug', 'name', 'headline', 'bio', 'hue', 'version'])
        .orderBy('name')
        .execute(),

    listCategories: () =>
      db
        .selectFrom('categories')
        .select(['id', 'slug', 'name', 'description', 'hue', 'version'])
        .orderBy('position')
        .execute(),

    listSkills: () => db.selectFrom('skills').select(['id', 'name']).orderBy('name').execute(),

    async createInstructor(actor: CatalogActor, input: InstructorInput) {
      mayEditShared(actor);
      const values = instructorValues(input);
      return audit.perform(actor, async (tx, record) => {
        await slugFree(tx, 'instructors', values.slug, null);
        const row = await tx
          .insertInto('instructors')
          .values(values)
          .returning('id')
          .executeTakeFirstOrThrow();
        await record({
          action: 'catalog.instructor_create',
          resourceType: 'instructor',
          resourceId: row.id,
          after: values,
        });
        await contentVersion.bump(tx, 'catalog');
        return row.id;
      });
    },

    async updateInstructor(actor: CatalogActor, id: number, version: number, input: InstructorInput) {
      mayEditShared(actor);
      const values = instructorValues(input);
      await audit.perform(actor, async (tx, record) => {
        const before = await tx
          .selectFrom('instructors')
          .select(['name', 'slug', 'headline', 'bio', 'hue', 'version'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!before) throw new DomainError('instructor_not_found');
        await checkVersion(tx, { type: 'instructor', id, version, current: before.version });
        await slugFree(tx, 'instructors', values.slug, id);
        await tx
          .updateTable('instructors')
          .set({ ...values, version: before.version + 1 })
          .where('id', '=', id)
          .execute();
        await record({
          action: 'catalog.instructor_update',
          resourceType: 'instructor',
          resourceId: id,
          before,
          after: values,
        });
        await contentVersion.bump(tx, 'catalog');
      });
    },

    async createCategory(actor: CatalogActor, input: CategoryInput) {
      mayEditShared(actor);
      const values = categoryValues(input);
      return audit.perform(actor, async (tx, record) => {
        await slugFree(tx, 'categories', values.slug, null);
        const last = await tx
          .selectFrom('categories')
          .select((eb) => eb.fn.max('position').as('position'))
          .executeTakeFirst();
        const row = await tx
          .insertInto('categories')
          .values({ ...values, position: Number(last?.position ?? 0) + 1 })
          .returning('id')
          .executeTakeFirstOrThrow();
        await record({
          action: 'catalog.category_create',
          resourceType: 'category',
          resourceId: row.id,
          after: values,
        });
        await contentVersion.bump(tx, 'catalog');
        return row.id;
      });
    },

    async updateCategory(actor: CatalogActor, id: number, version: number, input: CategoryInput) {
      mayEditShared(actor);
      const values = categoryValues(input);
      await audit.perform(actor, async (tx, record) => {
        const before = await tx
          .selectFrom('categories')
          .select(['name', 'slug', 'description', 'hue', 'version'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!before) throw new DomainError('category_not_found');
        await checkVersion(tx, { type: 'category', id, version, current: before.version });
        await slugFree(tx, 'categories', values.slug, id);
        await tx
          .updateTable('categories')
          .set({ ...values, version: before.version + 1 })
          .where('id', '=', id)
          .execute();
        await record({
          action: 'catalog.category_update',
          resourceType: 'category',
          resourceId: id,
          before,
          after: values,
        });
        await contentVersion.bump(tx, 'catalog');
      });
    },

    /** Deletes a category nothing uses; otherwise refuses with the list of what uses it. */
    async deleteCategory(actor: CatalogActor, id: number) {
      mayEditShared(actor);
      await audit.perform(actor, async (tx, record) => {
        const before = await tx.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
        if (!before) throw new DomainError('category_not_found');
        const uses = await usesOf(tx, 'category_id', id);
        if (uses.length) throw new DomainError('catalog_in_use', { message: CATALOG_TEXTS.inUse(uses) });
        await tx.deleteFrom('categories').where('id', '=', id).execute();
        await record({ action: 'catalog.category_delete', resourceType: 'category', resourceId: id, before });
        await contentVersion.bump(tx, 'catalog');
      });
    },

    /** What uses a category or an instructor (the studio shows it before a delete). */
    usesOf: (kind: 'category' | 'instructor', id: number) =>
      usesOf(db, kind === 'category' ? 'category_id' : 'instructor_id', id),
  };
}

export type CatalogRecordsService = ReturnType<typeof createCatalogRecordsService>;
