import type { Insertable } from 'kysely';
import type { Db } from '~/server/db/database';
import type { AuditLogTable } from './audit.table';

/** What the audit log can be narrowed to; every filter has its index (0020 migration). */
export type AuditFilters = {
  actorUserId?: number;
  resourceType?: string;
  resourceId?: string;
  action?: string;
  /** Entries at or after this moment. */
  from?: Date;
  /** Entries before this moment. */
  to?: Date;
};

export function insertAuditEntry(db: Db, values: Insertable<AuditLogTable>) {
  return db.insertInto('audit_log').values(values).returning('id').executeTakeFirstOrThrow();
}

/** Newest first; `before` is the keyset cursor (the id of the last entry already seen). */
export function listAuditEntries(db: Db, filters: AuditFilters, page: { before?: number; limit: number }) {
  let query = db.selectFrom('audit_log').selectAll();
  if (filters.actorUserId !== undefined) query = query.where('actor_user_id', '=', filters.actorUserId);
  if (filters.resourceType !== undefined) query = query.where('resource_type', '=', filters.resourceType);
  if (filters.resourceId !== undefined) query = query.where('resource_id', '=', filters.resourceId);
  if (filters.action !== undefined) query = query.where('action', '=', filters.action);
  if (filters.from) query = query.where('created_at', '>=', filters.from);
  if (filters.to) query = query.where('created_at', '<', filters.to);
  if (page.before !== undefined) query = query.where('id', '<', page.before);
  return query.orderBy('id', 'desc').limit(page.limit).execute();
}

export type AuditRow = Awaited<ReturnType<typeof listAuditEntries>>[number];

/** The accounts that have acted (the audit log's person filter), by email. */
export function listAuditActors(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'name'])
    .where(
      'id',
      'in',
      db
        .selectFrom('audit_log')
        .select('actor_user_id')
        .distinct()
        .where('actor_user_id', 'is not', null)
        .$narrowType<{ actor_user_id: number }>(),
    )
    .orderBy('email')
    .execute();
}
