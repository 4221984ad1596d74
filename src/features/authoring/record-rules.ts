import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import { CATALOG_TEXTS } from '~/shared/studio';
import type { CatalogActor } from './authoring.service';
import { SLUG_PATTERN, slugify } from './class-document';

/**
 * The rules every catalog record edited in place follows (instructors, categories,
 * subcategories, outcomes, ten-minute pieces): docs/decisions/0027 and 0040.
 */

export const fieldError = (field: string, message: string) =>
  new DomainError('invalid_field', { field, message });

/** Shared records (used by every class): only staff with every class in reach change them. */
export function mayEditShared(actor: CatalogActor): void {
  if (actor.ownInstructorId !== null) throw new DomainError('catalog_not_yours');
}

/** The slug typed, or one made from the name when left empty. */
export function slugOf(input: { slug?: string | undefined }, name: string): string {
  const slug = input.slug?.trim() || slugify(name);
  if (!SLUG_PATTERN.test(slug))
    throw fieldError('slug', 'Use lower-case letters, digits and single hyphens.');
  return slug;
}

export function required(value: string, field: string, message: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw fieldError(field, message);
  return trimmed;
}

export const slugTakenError = () => fieldError('slug', 'This address is taken: choose another.');

/**
 * Refuses a save made from a version that is no longer the record's, naming who changed it
 * and when (the record's last entry in the audit log, which every studio write makes).
 */
export async function checkVersion(
  tx: Db,
  record: { type: string; id: number; version: number; current: number },
): Promise<void> {
  if (record.version === record.current) return;
  const last = await tx
    .selectFrom('audit_log')
    .select(['actor_label', 'created_at'])
    .where('resource_type', '=', record.type)
    .where('resource_id', '=', String(record.id))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  throw new DomainError('catalog_stale', {
    message: last
      ? CATALOG_TEXTS.changedBy(last.actor_label, last.created_at)
      : 'Someone changed this record since you opened it: reload to see their changes.',
  });
}
