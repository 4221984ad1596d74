import type { Clock } from '~/server/core/clock';
import type { Db } from '~/server/db/database';
import { AUDIT_ACTIONS, type AuditAction, type AuditResourceType } from '~/shared/studio';
import {
  type AuditFilters,
  type AuditRow,
  insertAuditEntry,
  listAuditActors,
  listAuditEntries,
} from './audit.repository';

/** Who acts, and from where: every entry carries it. */
export type AuditActor = {
  /** Null when no account acts (the command line, the demo data). */
  userId: number | null;
  /** The account's email, or what acted ('command line'). */
  label: string;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
};

/** What one action did to one record. */
export type AuditChange = {
  action: AuditAction;
  resourceType: AuditResourceType;
  resourceId: string | number;
  before?: unknown;
  after?: unknown;
};

/** Records a change inside the action's transaction. */
export type RecordAudit = (change: AuditChange) => Promise<void>;

export type AuditEntry = {
  id: number;
  at: Date;
  actor: { userId: number | null; label: string };
  action: string;
  actionLabel: string;
  resourceType: string;
  resourceId: string;
  /** What the record is called now, where known (a person's email); pages show it. */
  resourceLabel: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
};

export type { AuditFilters };

/** A page of entries, newest first, and the cursor of the next (older) page when there is one. */
export type AuditPage = { entries: AuditEntry[]; nextBefore: number | null };

export const AUDIT_PAGE_SIZE = 50;
/** How many entries the CSV export reads per query (it streams: never the whole log in memory). */
const EXPORT_BATCH = 500;

const USER_AGENT_MAX = 512;

function toEntry(row: AuditRow, labels: ReadonlyMap<string, string> = new Map()): AuditEntry {
  return {
    id: row.id,
    at: row.created_at,
    actor: { userId: row.actor_user_id, label: row.actor_label },
    action: row.action,
    actionLabel: (AUDIT_ACTIONS as Record<string, string>)[row.action] ?? row.action,
    resourceType: row.resource_type,
    resourceId: row.resource_id,
    resourceLabel: labels.get(`${row.resource_type}:${row.resource_id}`) ?? null,
    before: row.before_json,
    after: row.after_json,
    ip: row.ip_address,
    userAgent: row.user_agent,
    requestId: row.request_id,
  };
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * The audit log: every staff action appends what it changed, in the same transaction as the
 * change itself, so a change is never without its entry and a failed action leaves none.
 */
export function createAuditLog(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** The people a page of entries is about, by `user:<id>`: their email. */
  async function labelsOf(rows: readonly AuditRow[]): Promise<Map<string, string>> {
    const ids = [
      ...new Set(rows.filter((row) => row.resource_type === 'user').map((row) => Number(row.resource_id))),
    ].filter(Number.isSafeInteger);
    if (ids.length === 0) return new Map();
    const people = await db.selectFrom('users').select(['id', 'email']).where('id', 'in', ids).execute();
    return new Map(people.map((person) => [`user:${person.id}`, person.email]));
  }

  async function page(filters: AuditFilters, options: { before?: number; limit?: number } = {}) {
    const limit = options.limit ?? AUDIT_PAGE_SIZE;
    const rows = await listAuditEntries(db, filters, { before: options.before, limit: limit + 1 });
    const shown = rows.slice(0, limit);
    const labels = await labelsOf(shown);
    const entries = shown.map((row) => toEntry(row, labels));
    return { entries, nextBefore: rows.length > limit ? (entries.at(-1)?.id ?? null) : null };
  }

  return {
    /**
     * Runs a staff action in one transaction with its audit entries: `work` changes what it
     * changes through `tx` and calls `record` for each change. An action that records nothing
     * is refused (a studio action without its entry is a bug), and so rolled back.
     * `options.db` joins a transaction another service opened (a refund, a cancellation).
     */
    async perform<T>(
      actor: AuditActor,
      work: (tx: Db, record: RecordAudit) => Promise<T>,
      options: { db?: Db } = {},
    ): Promise<T> {
      const run = async (tx: Db) => {
        let recorded = 0;
        const result = await work(tx, async (change) => {
          recorded += 1;
          await insertAuditEntry(tx, {
            actor_user_id: actor.userId,
            actor_label: actor.label,
            action: change.action,
            resource_type: change.resourceType,
            resource_id: String(change.resourceId),
            before_json: json(change.before),
            after_json: json(change.after),
            ip_address: actor.ip,
            user_agent: actor.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
            request_id: actor.requestId,
            created_at: clock.now(),
          });
        });
        if (recorded === 0) throw new Error('An audited action recorded no audit entry');
        return result;
      };
      return options.db ? run(options.db) : db.transaction().execute(run);
    },

    page,

    /** A member's (or staff member's) timeline: every entry whose record is that person. */
    timeline(userId: number, options: { before?: number; limit?: number } = {}): Promise<AuditPage> {
      return page({ resourceType: 'user', resourceId: String(userId) }, options);
    },

    actors() {
      return listAuditActors(db);
    },

    /** Every matching entry, newest first, read in batches for the CSV export. */
    async *stream(filters: AuditFilters): AsyncGenerator<AuditEntry> {
      let before: number | undefined;
      for (;;) {
        const rows = await listAuditEntries(db, filters, { before, limit: EXPORT_BATCH });
        for (const row of rows) yield toEntry(row);
        if (rows.length < EXPORT_BATCH) return;
        before = rows.at(-1)!.id;
      }
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
