/** The audit log calls in zod (docs/decisions/0021-studio-staff-and-audit.md). */
import { z } from 'zod';
import type { AuditFilters } from './audit.repository';
import type { AuditEntry, AuditPage } from './audit.service';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const day = z.iso.date().meta({ description: 'A day, YYYY-MM-DD (UTC).' });

/** The filters of the audit log, as the API's query and the page's address carry them. */
export const auditQuery = z
  .strictObject({
    actor_user_id: id.optional().meta({ description: 'Entries by this account.' }),
    resource_type: z.string().min(1).max(40).optional(),
    resource_id: z
      .string()
      .min(1)
      .max(100)
      .optional()
      .meta({ description: 'With resource_type: one record.' }),
    action: z.string().min(1).max(60).optional(),
    from: day.optional().meta({ description: 'Entries on or after this day.' }),
    to: day.optional().meta({ description: 'Entries on or before this day.' }),
    before: id.optional().meta({ description: 'Keyset cursor: entries older than this id (next_before).' }),
  })
  .refine((query) => query.resource_id === undefined || query.resource_type !== undefined, {
    message: 'resource_id needs resource_type',
    path: ['resource_id'],
  });

export type AuditQuery = z.output<typeof auditQuery>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The repository's filters from a query: days are whole UTC days, `to` included. */
export function auditFilters(query: AuditQuery): AuditFilters {
  return {
    ...(query.actor_user_id !== undefined ? { actorUserId: query.actor_user_id } : {}),
    ...(query.resource_type !== undefined ? { resourceType: query.resource_type } : {}),
    ...(query.resource_id !== undefined ? { resourceId: query.resource_id } : {}),
    ...(query.action !== undefined ? { action: query.action } : {}),
    ...(query.from ? { from: new Date(`${query.from}T00:00:00.000Z`) } : {}),
    ...(query.to ? { to: new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + DAY_MS) } : {}),
  };
}

export const timelineQuery = z.strictObject({ before: id.optional() });
export const memberParams = z.strictObject({ userId: id });

const entry = z
  .object({
    id: z.number().int(),
    at: z.string().meta({ description: 'ISO 8601 time (UTC).' }),
    actor: z.object({ user_id: z.number().int().nullable(), label: z.string() }),
    action: z.string(),
    action_label: z.string(),
    resource_type: z.string(),
    resource_id: z.string(),
    resource_label: z
      .string()
      .nullable()
      .meta({ description: 'What the record is called now (a person’s email).' }),
    before: z.unknown(),
    after: z.unknown(),
    ip_address: z.string().nullable(),
    user_agent: z.string().nullable(),
    request_id: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });

export const auditPage = z.object({
  entries: z.array(entry),
  next_before: z.number().int().nullable().meta({ description: 'The cursor of the next (older) page.' }),
});

export function auditPageView(page: AuditPage) {
  return { entries: page.entries.map(auditEntryView), next_before: page.nextBefore };
}

function auditEntryView(entry: AuditEntry) {
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    actor: { user_id: entry.actor.userId, label: entry.actor.label },
    action: entry.action,
    action_label: entry.actionLabel,
    resource_type: entry.resourceType,
    resource_id: entry.resourceId,
    resource_label: entry.resourceLabel,
    before: entry.before,
    after: entry.after,
    ip_address: entry.ip,
    user_agent: entry.userAgent,
    request_id: entry.requestId,
  };
}
