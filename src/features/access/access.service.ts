import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { EventSink } from '~/features/webhooks/webhooks.service';
import type { Clock } from '~/server/core/clock';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import * as repo from './access.repository';
import type { GrantScope, GrantSource } from './access.table';

/** The Lite plan's curated classes (product.md 6 and 9). */
export const LITE_CLASS_COUNT = 45;

export type SubscribedState =
  | 'logged_out'
  | 'logged_in_no_subscription'
  | 'logged_in_with_single_class'
  | 'logged_in_with_aap';

export type Membership = {
  membership: 'FREE' | 'ANNUAL_PASS';
  activeAnnualPass: boolean;
  /** When the annual pass in force ends unless renewed (the latest end of its grants); null without one. */
  annualPassEndsAt: Date | null;
  /** From a grant whose source is a subscription (source_ref its id); enterprise when held by an organization. */
  subscription: { id: number; originatorType: 'consumer' | 'enterprise' } | null;
  subscribedState: SubscribedState;
  /** Uuids of the classes of single-class grants in force. */
  enrolledCourses: string[];
  /** Every scope in force (Lite and program holders are not annual-pass holders). */
  scopes: GrantScope[];
};

/** A visitor's membership: nothing. */
export const LOGGED_OUT_MEMBERSHIP: Membership = {
  membership: 'FREE',
  activeAnnualPass: false,
  annualPassEndsAt: null,
  subscription: null,
  subscribedState: 'logged_out',
  enrolledCourses: [],
  scopes: [],
};

export type GrantInput = {
  /** Exactly one of userId and organizationId (seats: every member of the organization). */
  userId?: number;
  organizationId?: number;
  scope: GrantScope;
  /** courses.id for 'class', the program's collections.id for 'program'. */
  scopeRefId?: number;
  source: GrantSource;
  sourceRef?: string | null;
  /** Defaults to now. */
  startsAt?: Date;
  endsAt: Date;
  reason?: string | null;
  actor?: string | null;
};

export type Actor = { userId: number | null; organizationIds?: readonly number[] };
export type Content = {
  courseId: number /** Trailers and sample lessons are public. */;
  isFreePreview?: boolean;
};
/** Why and by whom; `db` joins a caller's transaction (a renewal, a refund). */
type Change = { reason?: string | null; actor?: string | null; db?: Db | undefined };

function invalid(field: string, message: string): never {
  throw new DomainError('invalid_field', { field, message });
}

/** The data of a grant.* webhook event: the grant after the change, and why it changed. */
function grantEventData(grant: repo.GrantRow, reason: string | null | undefined) {
  const { id, uuid, user_id, organization_id, scope, scope_ref_id, source, source_ref } = grant;
  const { starts_at, ends_at, revoked_at } = grant;
  return {
    grant: {
      id,
      uuid,
      user_id,
      organization_id,
      scope,
      scope_ref_id,
      source,
      source_ref,
      starts_at,
      ends_at,
      revoked_at,
    },
    reason: reason ?? null,
  };
}

/** A grant in force as the membership fields read it (the ledger's rows, or a preview's). */
export type GrantInForce = Pick<
  Awaited<ReturnType<typeof repo.activeGrantsOfUser>>[number],
  'scope' | 'source' | 'source_ref' | 'organization_id' | 'ends_at' | 'course_uuid'
>;

/**
 * The membership fields (product.md 3 and 4) from the grants in force, latest end first: the
 * one answer to "is this user a member" that every page and call reads (an annual pass is a
 * grant covering everything, which is what playback checks too; decisions/0007).
 */
export function membershipFrom(grants: readonly GrantInForce[]): Membership {
  const scopes = [...new Set(grants.map((g) => g.scope))];
  const pass = grants.find((g) => g.scope === 'all');
  const annualPass = pass !== undefined;
  const enrolledCourses = [
    ...new Set(grants.flatMap((g) => (g.scope === 'class' && g.course_uuid ? [g.course_uuid] : []))),
  ];
  // A subscription to everything wins over a narrower one.
  const subscriptions = grants.filter((g) => g.source === 'subscription' && /^\d+$/.test(g.source_ref ?? ''));
  const subscription = subscriptions.find((g) => g.scope === 'all') ?? subscriptions[0];
  return {
    membership: annualPass ? 'ANNUAL_PASS' : 'FREE',
    activeAnnualPass: annualPass,
    annualPassEndsAt: pass?.ends_at ?? null,
    subscription: subscription
      ? {
          id: Number(subscription.source_ref),
          originatorType: subscription.organization_id === null ? 'consumer' : 'enterprise',
        }
      : null,
    subscribedState: annualPass
      ? 'logged_in_with_aap'
      : enrolledCourses.length > 0
        ? 'logged_in_with_single_class'
        : 'logged_in_no_subscription',
    enrolledCourses,
    scopes,
  };
}

/**
 * The access ledger (docs/decisions/0007-access-ledger.md). A grant's current end and
 * revocation are kept in grants.ends_at / revoked_at so access is one indexed query, but
 * they change only in changeGrant, in the same transaction that appends the grant_events
 * row recording the change: the history is complete and never overwritten (triggers
 * refuse UPDATE and DELETE of grant_events).
 */
export function createAccessService(deps: { db: Db; clock: Clock; events?: EventSink }) {
  const { db, clock, events } = deps;

  async function changeGrant(
    grantId: number,
    change: (
      grant: repo.GrantRow,
      now: Date,
    ) => {
      state: { ends_at?: Date; revoked_at?: Date | null };
      kind: 'extended' | 'shortened' | 'revoked' | 'restored';
    },
    meta: Change,
  ): Promise<repo.GrantRow> {
    const run = async (tx: Db) => {
      const grant = await repo.findGrant(tx, grantId, { lock: true });
      if (!grant) throw new DomainError('not_found');
      const now = clock.now();
      const { state, kind } = change(grant, now);
      const updated = await repo.updateGrantState(tx, grant.id, state);
      await repo.appendEvent(tx, {
        grant_id: grant.id,
        kind,
        occurred_at: now,
        ends_at: updated.ends_at,
        reason: meta.reason ?? null,
        actor: meta.actor ?? null,
      });
      // Sent only if this transaction commits (webhooks, docs/decisions/0012-webhooks.md).
      await events?.publish(
        { type: `grant.${kind}`, data: grantEventData(updated, meta.reason) },
        { db: tx },
      );
      return updated;
    };
    return meta.db ? run(meta.db) : db.transaction().execute(run);
  }

  /** Replaces the Lite plan's classes (in this order). */
  async function setLiteCourses(courseIds: readonly number[]): Promise<void> {
    const now = clock.now();
    await db.transaction().execute(async (tx) => {
      await tx.deleteFrom('lite_courses').execute();
      if (courseIds.length > 0)
        await tx
          .insertInto('lite_courses')
          .values(courseIds.map((course_id, i) => ({ course_id, position: i + 1, added_at: now })))
          .execute();
    });
  }

  async function liteCourseIds(): Promise<number[]> {
    const rows = await db.selectFrom('lite_courses').select('course_id').orderBy('position').execute();
    return rows.map((r) => r.course_id);
  }

  return {
    /** Records a grant and its 'granted' event. `options.db` joins a caller's transaction. */
    async grant(input: GrantInput, options: { db?: Db } = {}): Promise<repo.GrantRow> {
      const userId = input.userId ?? null;
      const organizationId = input.organizationId ?? null;
      if ((userId === null) === (organizationId === null))
        invalid('user_id', 'A grant is held by exactly one user or organization');
      const scoped = input.scope === 'class' || input.scope === 'program';
      if (scoped !== (input.scopeRefId !== undefined))
        invalid('scope_ref_id', 'Class and program grants name their class or program; others none');
      const now = clock.now();
      const startsAt = input.startsAt ?? now;
      if (input.endsAt <= startsAt) invalid('ends_at', 'A grant ends after it starts');
      const run = async (tx: Db) => {
        const grant = await repo.insertGrant(tx, {
          uuid: randomUUID(),
          user_id: userId,
          organization_id: organizationId,
          scope: input.scope,
          scope_ref_id: input.scopeRefId ?? null,
          source: input.source,
          source_ref: input.sourceRef ?? null,
          starts_at: startsAt,
          ends_at: input.endsAt,
          created_at: now,
        });
        await repo.appendEvent(tx, {
          grant_id: grant.id,
          kind: 'granted',
          occurred_at: now,
          ends_at: grant.ends_at,
          reason: input.reason ?? null,
          actor: input.actor ?? null,
        });
        await events?.publish(
          { type: 'grant.created', data: grantEventData(grant, input.reason) },
          { db: tx },
        );
        return grant;
      };
      return options.db ? run(options.db) : db.transaction().execute(run);
    },

    /** Moves a grant's end (later: 'extended', earlier: 'shortened'). */
    async extend(
      grantId: number,
      newEnd: Date,
      reason: string | null,
      actor?: string,
      options: { db?: Db } = {},
    ): Promise<repo.GrantRow> {
      return changeGrant(
        grantId,
        (grant) => {
          if (grant.revoked_at) throw new DomainError('conflict', { message: 'The grant is revoked.' });
          if (newEnd <= grant.starts_at) invalid('ends_at', 'A grant ends after it starts');
          return {
            state: { ends_at: newEnd },
            kind: newEnd >= grant.ends_at ? 'extended' : 'shortened',
          };
        },
        { reason, actor: actor ?? null, db: options.db },
      );
    },

    /** Ends access now; the grant and its history stay. */
    async revoke(
      grantId: number,
      reason: string,
      actor?: string,
      options: { db?: Db } = {},
    ): Promise<repo.GrantRow> {
      return changeGrant(
        grantId,
        (grant, now) => {
          if (grant.revoked_at)
            throw new DomainError('conflict', { message: 'The grant is already revoked.' });
          return { state: { revoked_at: now }, kind: 'revoked' };
        },
        { reason, actor: actor ?? null, db: options.db },
      );
    },

    /** Undoes a revocation (a refund reversed, a mistaken revoke). */
    async restore(grantId: number, reason: string, actor?: string): Promise<repo.GrantRow> {
      return changeGrant(
        grantId,
        (grant) => {
          if (!grant.revoked_at) throw new DomainError('conflict', { message: 'The grant is not revoked.' });
          return { state: { revoked_at: null }, kind: 'restored' };
        },
        { reason, actor: actor ?? null },
      );
    },

    /** A grant's history, oldest first. */
    async history(grantId: number) {
      return repo.eventsOf(db, grantId);
    },

    async grantsOfUser(userId: number) {
      return repo.grantsOfUser(db, userId);
    },

    /**
     * Whether the actor may watch the content at `at`: free previews (trailers, sample
     * lessons) always; anything else with a grant in force whose scope covers the class.
     */
    async canWatch(actor: Actor, content: Content, at: Date = clock.now()): Promise<boolean> {
      if (content.isFreePreview) return true;
      const organizationIds = actor.organizationIds ?? [];
      if (actor.userId === null && organizationIds.length === 0) return false;
      return repo.anyCovering(db, { userId: actor.userId, organizationIds }, content.courseId, at);
    },

    /** canWatch for a signed-in user, counting the seats of their organization. */
    async userCanWatch(userId: number, content: Content, at: Date = clock.now()): Promise<boolean> {
      const user = await db
        .selectFrom('users')
        .select('organization_id')
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!user) return false;
      const organizationIds = user.organization_id === null ? [] : [Number(user.organization_id)];
      return this.canWatch({ userId, organizationIds }, content, at);
    },

    /** The membership fields of a user from their grants in force in the ledger (membershipFrom). */
    async membership(userId: number, at: Date = clock.now()): Promise<Membership> {
      return membershipFrom(await repo.activeGrantsOfUser(db, userId, at));
    },

    /**
     * canWatch for grants that are not in the ledger: the studio's preview as a member of a plan
     * (the grants its purchase would make). Reads only; the same scope rule as the ledger's.
     */
    async wouldWatch(grants: readonly repo.ScopeOf[], content: Content): Promise<boolean> {
      if (content.isFreePreview) return true;
      return repo.wouldCover(db, grants, content.courseId);
    },

    setLiteCourses,
    liteCourseIds,

    /**
     * A deterministic Lite scope for a demo or fresh install when none is curated: up to
     * LITE_CLASS_COUNT titles, classes first, then series and documentaries, by slug.
     */
    async seedLiteScope(): Promise<number[]> {
      const existing = await liteCourseIds();
      if (existing.length > 0) return existing;
      const rows = await db
        .selectFrom('courses')
        .select('id')
        .orderBy(sql`case kind when 'class' then 0 when 'series' then 1 else 2 end`)
        .orderBy('slug')
        .limit(LITE_CLASS_COUNT)
        .execute();
      const ids = rows.map((r) => r.id);
      await setLiteCourses(ids);
      return ids;
    },
  };
}

export type AccessService = ReturnType<typeof createAccessService>;
