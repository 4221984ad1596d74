import type { Db } from '~/server/db/database';

/** Every FAQ entry, by group then position (index faq_entries_group). */
export function listFaqEntries(db: Db) {
  return db
    .selectFrom('faq_entries')
    .select(['id', 'group_key', 'question', 'answer'])
    .orderBy('group_key')
    .orderBy('position')
    .orderBy('id')
    .execute();
}
