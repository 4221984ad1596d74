import { type ExpressionBuilder, sql } from 'kysely';
import type { Database, Db } from '~/server/db/database';
import { preparedQuery } from '~/server/db/prepared-query';
import { dialectOf } from '~/server/db/schema-kit';
import type { GrantEventKind, GrantScope, GrantSource } from './access.table';

type GrantsEb = ExpressionBuilder<Database, 'grants'>;

/** A grant in force at `at`: started, not ended, not revoked by then. */
export function activeAt(eb: GrantsEb, at: Date) {
  return eb.and([
    eb('grants.starts_at', '<=', at),
    eb('grants.ends_at', '>', at),
    eb.or([eb('grants.revoked_at', 'is', null), eb('grants.revoked_at', '>', at)]),
  ]);
}

/** Grants held by the user, or by one of the organizations (seats for their members). */
export function heldBy(eb: GrantsEb, userId: number | null, organizationIds: readonly number[]) {
  const holders = [];
  if (userId !== null) holders.push(eb('grants.user_id', '=', userId));
  if (organizationIds.length > 0) holders.push(eb('grants.organization_id', 'in', organizationIds));
  return holders.length > 0 ? eb.or(holders) : sql<boolean>`1 = 0`;
}

/** Whether the grant's scope takes in the class. */
export function covers(eb: GrantsEb, courseId: number) {
  return eb.or([
    eb('grants.scope', '=', 'all'),
    eb.and([eb('grants.scope', '=', 'class'), eb('grants.scope_ref_id', '=', courseId)]),
    eb.and([
      eb('grants.scope', '=', 'lite'),
      eb.exists(
        eb.selectFrom('lite_courses').select('course_id').where('lite_courses.course_id', '=', courseId),
      ),
    ]),
    eb.and([
      eb('grants.scope', '=', 'program'),
      eb.exists(
        eb
          .selectFrom('collection_items')
          .select('collection_items.id')
          .whereRef('collection_items.collection_id', '=', 'grants.scope_ref_id')
          .where('collection_items.course_id', '=', courseId),
      ),
    ]),
  ]);
}

/** One indexed query: is any grant of these holders in force at `at` covering the class? */
export async function anyCovering(
  db: Db,
  holder: { userId: number | null; organizationIds: readonly number[] },
  courseId: number,
  at: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('grants')
    .select('grants.id')
    .where((eb) =>
      eb.and([heldBy(eb, holder.userId, holder.organizationIds), activeAt(eb, at), covers(eb, courseId)]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A grant as the scope rules see it: what it opens. */
export type ScopeOf = { scope: GrantScope; scope_ref_id: number | null };

/**
 * Whether grants that are not in the ledger (the studio's preview as a plan's member) would
 * cover the class: the same `covers` condition, over those grants as a derived table named
 * like the ledger's. Reads only.
 */
export async function wouldCover(db: Db, grants: readonly ScopeOf[], courseId: number): Promise<boolean> {
  const [first, ...rest] = grants.map((grant) =>
    db.selectNoFrom([
      sql<GrantScope>`${grant.scope}`.as('scope'),
      sql<number | null>`cast(${grant.scope_ref_id} as integer)`.as('scope_ref_id'),
    ]),
  );
  if (!first) return false;
  const table = rest.reduce((all, row) => all.unionAll(row), first);
  const row = await db
    .selectFrom(table.as('grants'))
    .select(sql<number>`1`.as('one'))
    // The derived table has the two columns `covers` reads.
    .where((eb) => covers(eb as unknown as GrantsEb, courseId))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * One indexed query: the grants in force at `at` of a user, directly or as a member of
 * their organization, with the uuid of the class of single-class grants. Every signed-in page
 * asks: built once (server/db/prepared-query.ts).
 */
const grantsInForce = preparedQuery((db: Db, userId: number, at: Date) =>
  db
    .selectFrom('grants')
    .leftJoin('courses', (join) =>
      join.onRef('courses.id', '=', 'grants.scope_ref_id').on('grants.scope', '=', 'class'),
    )
    .select([
      'grants.id',
      'grants.scope',
      'grants.source',
      'grants.source_ref',
      'grants.organization_id',
      'grants.ends_at',
      'courses.uuid as course_uuid',
    ])
    .where((eb) =>
      eb.and([
        eb.or([
          eb('grants.user_id', '=', userId),
          eb(
            'grants.organization_id',
            'in',
            eb.selectFrom('users').select('users.organization_id').where('users.id', '=', userId),
          ),
        ]),
        activeAt(eb, at),
      ]),
    )
    .orderBy('grants.ends_at', 'desc')
    .orderBy('grants.id'),
);

export function activeGrantsOfUser(db: Db, userId: number, at: Date) {
  return grantsInForce(db, userId, at);
}

export async function findGrant(db: Db, id: number, options: { lock?: boolean } = {}) {
  let query = db.selectFrom('grants').selectAll().where('id', '=', id);
  if (options.lock && dialectOf(db) === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

export type GrantRow = NonNullable<Awaited<ReturnType<typeof findGrant>>>;

export async function insertGrant(
  db: Db,
  values: {
    uuid: string;
    user_id: number | null;
    organization_id: number | null;
    scope: GrantScope;
    scope_ref_id: number | null;
    source: GrantSource;
    source_ref: string | null;
    starts_at: Date;
    ends_at: Date;
    created_at: Date;
  },
): Promise<GrantRow> {
  return db
    .insertInto('grants')
    .values({ ...values, revoked_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The only writes to a grant after its insert: its end and its revocation. */
export async function updateGrantState(
  db: Db,
  id: number,
  state: { ends_at?: Date; revoked_at?: Date | null },
): Promise<GrantRow> {
  return db.updateTable('grants').set(state).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function appendEvent(
  db: Db,
  event: {
    grant_id: number;
    kind: GrantEventKind;
    occurred_at: Date;
    ends_at: Date;
    reason: string | null;
    actor: string | null;
  },
): Promise<void> {
  await db.insertInto('grant_events').values(event).execute();
}

export async function eventsOf(db: Db, grantId: number) {
  return db
    .selectFrom('grant_events')
    .select(['id', 'kind', 'occurred_at', 'ends_at', 'reason', 'actor'])
    .where('grant_id', '=', grantId)
    .orderBy('id')
    .execute();
}

export async function grantsOfUser(db: Db, userId: number) {
  return db.selectFrom('grants').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}
