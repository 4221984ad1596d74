/** The support desk's calls in zod (docs/decisions/0029-support-desk.md). */
import { z } from 'zod';
import { uuid } from '~/features/cart/cart.schema';
import { refundableOrder } from '~/features/orders/orders.schema';
import { SUPPORT_REASON_LIMITS } from '~/shared/studio';
import type { SupportDesk } from './support.service';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

const REASON_LIMITS = SUPPORT_REASON_LIMITS;
/** The longest grant or extension support gives at once: ten years. */
export const MAX_GRANT_DAYS = 3650;

export const memberSearchQuery = z.strictObject({
  q: z.string().max(100).optional().meta({ description: 'The start of an email or a name (any case).' }),
  before: id.optional().meta({ description: 'Keyset cursor: members older than this id (next_before).' }),
});

export const memberIdParams = z.strictObject({ userId: id });
export const memberGrantParams = z.strictObject({ userId: id, grantId: id });
export const memberOrderParams = z.strictObject({ userId: id, orderId: uuid });
export const memberSubscriptionParams = z.strictObject({ userId: id, subscriptionId: id });

const reason = z
  .string()
  .trim()
  .min(REASON_LIMITS.min, `Say why, in at least ${REASON_LIMITS.min} characters.`)
  .max(REASON_LIMITS.max, `Keep the reason under ${REASON_LIMITS.max} characters.`)
  .meta({ description: 'Why: kept in the audit log (and the grant’s history).' });
const days = z.coerce
  .number()
  .int('Whole days only.')
  .min(1, 'At least one day.')
  .max(MAX_GRANT_DAYS, `At most ${MAX_GRANT_DAYS} days.`);

export const reasonBody = z.strictObject({ reason });
export const grantBody = z.strictObject({
  reason,
  days,
  scope: z.enum(['all', 'lite']).meta({ description: 'all: every class; lite: the Lite plan’s classes.' }),
});
export const extendBody = z.strictObject({ reason, days });

const memberMatch = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  joined_at: z.string(),
  confirmed: z.boolean(),
  locked: z.boolean(),
  last_sign_in_at: z.string().nullable(),
});

export const memberSearchAnswer = z.object({
  members: z.array(memberMatch),
  next_before: z.number().int().nullable().meta({ description: 'The cursor of the next page.' }),
});

export function memberSearchView(page: Awaited<ReturnType<SupportDesk['find']>>) {
  return {
    members: page.members.map((m) => ({
      id: m.id,
      email: m.email,
      name: m.name,
      joined_at: iso(m.joinedAt),
      confirmed: m.confirmed,
      locked: m.locked,
      last_sign_in_at: isoOrNull(m.lastSignInAt),
    })),
    next_before: page.nextBefore,
  };
}

const grantView = z.object({
  id: z.number().int(),
  scope: z.string(),
  source: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  revoked_at: z.string().nullable(),
  current: z.boolean(),
});

export const memberAnswer = z
  .object({
    account: z.object({
      id: z.number().int(),
      email: z.string(),
      name: z.string().nullable(),
      country: z.string().nullable(),
      organization: z.string().nullable(),
      joined_at: z.string(),
      confirmed_at: z.string().nullable(),
      locked_until: z.string().nullable(),
      failed_sign_ins: z.number().int(),
      last_sign_in_at: z.string().nullable(),
      sso_only: z.boolean(),
      is_staff: z.boolean(),
    }),
    profiles: z.array(
      z.object({ id: z.number().int(), name: z.string(), kids: z.boolean(), created_at: z.string() }),
    ),
    grants: z.array(grantView),
    sessions: z.array(
      z.object({
        id: z.number().int(),
        started_at: z.string(),
        last_seen_at: z.string(),
        ip_address: z.string().nullable(),
        device: z.string(),
      }),
    ),
    orders: z.array(refundableOrder).nullable().meta({ description: 'Null without orders:read.' }),
    subscriptions: z
      .array(
        z.object({
          id: z.number().int(),
          product: z.string(),
          status: z.string(),
          canceling: z.boolean(),
          period_ends_at: z.string(),
          renewal_amount_cents: z.number().int(),
          currency: z.string(),
          ended_at: z.string().nullable(),
        }),
      )
      .nullable()
      .meta({ description: 'Null without orders:read.' }),
    cards: z
      .array(
        z.object({
          id: z.string(),
          brand: z.string(),
          last4: z.string(),
          expires: z.string(),
          is_default: z.boolean(),
          status: z.string(),
        }),
      )
      .nullable()
      .meta({ description: 'Last four digits only; null without orders:read.' }),
  })
  .meta({ id: 'StudioMember' });

export function memberView(member: Awaited<ReturnType<SupportDesk['member']>>) {
  const { account } = member;
  return {
    account: {
      id: account.id,
      email: account.email,
      name: account.name,
      country: account.country,
      organization: account.organization,
      joined_at: iso(account.joinedAt),
      confirmed_at: isoOrNull(account.confirmedAt),
      locked_until: isoOrNull(account.lockedUntil),
      failed_sign_ins: account.failedSignIns,
      last_sign_in_at: isoOrNull(account.lastSignInAt),
      sso_only: account.ssoOnly,
      is_staff: account.isStaff,
    },
    profiles: member.profiles.map((p) => ({
      id: p.id,
      name: p.name,
      kids: p.kids,
      created_at: iso(p.createdAt),
    })),
    grants: member.grants.map((g) => ({
      id: g.id,
      scope: g.scope,
      source: g.source,
      starts_at: iso(g.startsAt),
      ends_at: iso(g.endsAt),
      revoked_at: isoOrNull(g.revokedAt),
      current: g.current,
    })),
    sessions: member.sessions.map((s) => ({
      id: s.id,
      started_at: iso(s.startedAt),
      last_seen_at: iso(s.lastSeenAt),
      ip_address: s.ip,
      device: s.device,
    })),
    orders: member.orders,
    subscriptions:
      member.subscriptions?.map((s) => ({
        id: s.id,
        product: s.product,
        status: s.status,
        canceling: s.canceling,
        period_ends_at: iso(s.periodEndsAt),
        renewal_amount_cents: s.renewalAmountCents,
        currency: s.currency,
        ended_at: isoOrNull(s.endedAt),
      })) ?? null,
    cards:
      member.cards?.map((c) => ({
        id: c.id,
        brand: c.brand,
        last4: c.last4,
        expires: c.expires,
        is_default: c.isDefault,
        status: c.status,
      })) ?? null,
  };
}

export const grantAnswer = z.object({ grant: grantView.omit({ current: true }) });

export function grantAnswerView(grant: {
  id: number;
  scope: string;
  source: string;
  starts_at: Date;
  ends_at: Date;
  revoked_at: Date | null;
}) {
  return {
    grant: {
      id: grant.id,
      scope: grant.scope,
      source: grant.source,
      starts_at: iso(grant.starts_at),
      ends_at: iso(grant.ends_at),
      revoked_at: isoOrNull(grant.revoked_at),
    },
  };
}

export const refundAnswer = z.object({ order: refundableOrder });
export const confirmationAnswer = z.object({ email: z.string(), sent_at: z.string() });
export const signOutAnswer = z.object({ ended: z.number().int() });

/** A viewing of the site as the member started: its cookie is set; it ends at ends_at at the latest. */
export const viewAsAnswer = z.object({ ends_at: z.string() });
