import { DomainError } from '~/server/core/domain-error';
import { CATALOG_TEXTS, type EditableCollectionKind } from '~/shared/studio';
import { SLUG_PATTERN, slugify } from './class-document';
import type { ItemRef } from './collection-records.repository';

/**
 * What a playlist, program, package or project must be to be saved or scheduled
 * (docs/decisions/0041-collection-authoring.md): rules on its input alone, no reads.
 */
export type CollectionFields = { title: string; slug?: string; description: string; hue: number };

/** When it publishes or unpublishes by itself (the recurring job catalog.publish_due); null: not scheduled. */
export type CollectionSchedule = { publishAt: Date | null; unpublishAt: Date | null };

export const fieldError = (field: string, message: string) =>
  new DomainError('invalid_field', { field, message });

/** Its fields trimmed, the slug made from the title when empty. */
export function fieldsOf(input: CollectionFields) {
  const title = input.title.trim();
  if (!title) throw fieldError('title', 'Give it a title.');
  const slug = input.slug?.trim() || slugify(title);
  if (!SLUG_PATTERN.test(slug))
    throw fieldError('slug', 'Use lower-case letters, digits and single hyphens.');
  return { title, slug, description: input.description.trim(), hue: input.hue };
}

/** Which items a kind takes, and what it says of one it does not. */
export function refusal(kind: EditableCollectionKind, item: ItemRef): string | null {
  if (kind === 'playlist' && item.type !== 'lesson') return CATALOG_TEXTS.playlistHoldsLessons;
  if (kind === 'project' && item.type === 'course') return CATALOG_TEXTS.projectHoldsSteps;
  return null;
}

/** A schedule it can keep: times ahead, no publication of a published one, an unpublication after it is published. */
export function checkSchedule(current: { published: boolean }, next: CollectionSchedule, now: Date): void {
  if (next.publishAt && current.published) throw fieldError('publish_at', CATALOG_TEXTS.alreadyPublished);
  for (const [field, at] of [
    ['publish_at', next.publishAt],
    ['unpublish_at', next.unpublishAt],
  ] as const)
    if (at && at <= now) throw fieldError(field, CATALOG_TEXTS.scheduleInPast);
  const publishedBy = current.published ? now : next.publishAt;
  if (next.unpublishAt && (!publishedBy || next.unpublishAt <= publishedBy))
    throw fieldError('unpublish_at', CATALOG_TEXTS.unpublishAfterPublish);
}
