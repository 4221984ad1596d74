import type { AuditActor, AuditLog } from '~/features/audit/audit.service';
import type { ContentVersionService } from '~/features/content-version/content-version.service';
import { findCouponByCode, insertCoupon } from '~/features/coupons/coupons.repository';
import { normalizeCouponCode } from '~/features/coupons/coupons.service';
import { CURRENCIES, formatMoney } from '~/features/offers/offers.currency';
import { insertPromotion } from '~/features/promotions/promotions.repository';
import { assertTimeZone } from '~/features/promotions/promotions.urgency';
import type { SettingsService } from '~/features/settings/settings.service';
import { priceChangeEmail } from '~/features/subscriptions/billing-emails';
import type { Clock } from '~/server/core/clock';
import { addDays } from '~/server/core/dates';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import type { Mailer } from '~/server/mail/mailer';
import { COMMERCE_PARAMETER_LIMITS, COMMERCE_PARAMETERS, MEMBERSHIP_TERMS } from '~/shared/spec';
import * as repo from './commerce.repository';
import type {
  CommerceOverview,
  CommerceParameters,
  CouponBody,
  NewPromotionBody,
  ParametersBody,
  PriceBody,
  PromotionBody,
  StudioCoupon,
  StudioProduct,
  StudioPromotion,
} from './commerce.schema';

const fieldError = (field: string, message: string) => new DomainError('invalid_field', { field, message });

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The products a promotion's percentage prices: memberships and gifts (add-ons keep their price). */
const PROMOTED_KINDS = new Set(['membership', 'gift']);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const COUPON_CODE = /^[A-Z0-9_-]{1,40}$/;
const PERCENT_OFF = { min: 1, max: 90 } as const;
const MAX_AMOUNT_CENTS = 100_000_000;

/** A time the studio sent, or a field error naming it. */
function instant(value: string, field: string): Date {
  const date = new Date(value);
  if (value.trim() === '' || Number.isNaN(date.getTime())) throw fieldError(field, 'Enter a date and time.');
  return date;
}

function text(value: string, field: string, label: string, max: number): string {
  const trimmed = value.trim();
  if (trimmed === '') throw fieldError(field, `Enter ${label}.`);
  if (trimmed.length > max) throw fieldError(field, `Keep ${label} to ${max} characters.`);
  return trimmed;
}

function whole(value: number, field: string, limits: { min: number; max: number }, label: string): number {
  if (value < limits.min || value > limits.max)
    throw fieldError(field, `${label} must be from ${limits.min} to ${limits.max}.`);
  return value;
}

export type CommerceActor = AuditActor;

/**
 * Commerce in the studio (issue 22 item 5; docs/decisions/0034-studio-commerce.md): plans and
 * prices, promotions with their copy, coupons, and the commerce parameters. Every change is
 * one audited transaction that bumps the content version public pages are cached by, so a
 * visitor sees it at once; prices are never deleted or rewritten (a change closes the old row
 * and adds a new one), and a price change reaches members' renewals only after notice.
 */
export function createCommerceDesk(deps: {
  db: Db;
  clock: Clock;
  audit: AuditLog;
  settings: SettingsService;
  contentVersion: ContentVersionService;
  mailer: Mailer;
  /** The site's name as the studio set it, read in the caller's transaction (decision 0035). */
  productName: (db: Db) => Promise<string>;
  origin: string;
}) {
  const { db, clock, audit, settings, contentVersion, mailer } = deps;

  function productView(
    row: repo.StudioProductRow,
    prices: readonly repo.PriceInForce[],
    members: ReadonlyMap<string, number>,
  ): StudioProduct {
    const own = prices.filter((p) => Number(p.product_id) === Number(row.id));
    return {
      id: row.uuid,
      slug: row.slug,
      name: row.name,
      kind: row.kind,
      tier: row.tier,
      state: row.is_available ? 'on_sale' : row.archived_at ? 'archived' : 'not_built',
      archived_at: iso(row.archived_at),
      prices: CURRENCIES.flatMap((currency) => {
        // The latest row in force, should two overlap.
        const price = own.filter((p) => p.currency === currency).at(-1);
        if (!price) return [];
        return [
          {
            currency,
            amount_cents: price.amount_cents,
            label: formatMoney(price.amount_cents, currency),
            since: iso(price.valid_from_at),
            members: members.get(`${row.id}:${currency}`) ?? 0,
          },
        ];
      }),
    };
  }

  async function product(uuid: string, tx: Db = db): Promise<StudioProduct> {
    const row = await repo.findProduct(tx, uuid);
    if (!row) throw new DomainError('commerce_product_not_found');
    const [prices, members] = await Promise.all([
      repo.listPricesInForce(tx, clock.now(), [row.id]),
      repo.liveMemberCounts(tx),
    ]);
    return productView(row, prices, members);
  }

  async function parameters(options: { db?: Db } = {}): Promise<CommerceParameters> {
    const [guestPassCount, guestPassDays, trialDays] = await Promise.all([
      settings.get(COMMERCE_PARAMETERS.guestPassCount, options),
      settings.get(COMMERCE_PARAMETERS.guestPassDays, options),
      settings.get(COMMERCE_PARAMETERS.trialDays, options),
    ]);
    return { guest_pass_count: guestPassCount, guest_pass_days: guestPassDays, trial_days: trialDays };
  }

  function promotionView(row: repo.PromotionRow, now: Date): StudioPromotion {
    const state = !row.is_active
      ? 'withdrawn'
      : row.ends_at <= now
        ? 'ended'
        : row.starts_at > now
          ? 'scheduled'
          : 'running';
    return {
      id: Number(row.id),
      slug: row.slug,
      name: row.name,
      headline: row.headline,
      cta_label: row.cta_label,
      cta_path: row.cta_path,
      starts_at: row.starts_at.toISOString(),
      ends_at: row.ends_at.toISOString(),
      time_zone: row.time_zone,
      percent_off: row.percent_off,
      discount_slug: row.discount_slug,
      state,
      copy: row.copy.map((c) => ({ available_from: c.available_from_at.toISOString(), text: c.text })),
    };
  }

  async function promotion(id: number, tx: Db = db): Promise<StudioPromotion> {
    const [row] = await repo.listPromotions(tx, id);
    if (!row) throw new DomainError('promotion_not_found');
    return promotionView(row, clock.now());
  }

  function couponView(row: repo.CouponListRow, now: Date): StudioCoupon {
    const state =
      row.valid_until_at !== null && row.valid_until_at <= now
        ? 'ended'
        : row.max_redemptions !== null && row.redemptions_count >= row.max_redemptions
          ? 'used_up'
          : row.valid_from_at > now
            ? 'scheduled'
            : 'active';
    return {
      id: Number(row.id),
      code: row.code,
      kind: row.kind,
      amount: row.amount,
      currency: row.currency,
      label:
        row.kind === 'percent'
          ? `${row.amount}% off`
          : `${formatMoney(row.amount, row.currency ?? 'USD')} off`,
      valid_from: row.valid_from_at.toISOString(),
      valid_until: iso(row.valid_until_at),
      max_redemptions: row.max_redemptions,
      redemptions_count: row.redemptions_count,
      first_period_only: row.is_first_period_only,
      product_ids: row.productIds,
      state,
    };
  }

  async function coupon(id: number, tx: Db = db): Promise<StudioCoupon> {
    const [row] = await repo.listCoupons(tx, id);
    if (!row) throw new DomainError('coupon_not_found');
    return couponView(row, clock.now());
  }

  /** The discount prices of a promotion: its percentage off every promoted list price in force. */
  async function priceDiscount(
    tx: Db,
    discountSlug: string,
    percentOff: number,
    window: { from: Date; until: Date },
  ): Promise<void> {
    const products = (await repo.listAllProducts(tx)).filter(
      (p) => p.is_available && PROMOTED_KINDS.has(p.kind),
    );
    const lists = await repo.listPricesInForce(
      tx,
      clock.now(),
      products.map((p) => p.id),
    );
    await repo.insertPrices(
      tx,
      lists.map((list) => ({
        product_id: list.product_id,
        currency: list.currency,
        amount_cents: Math.round((list.amount_cents * (100 - percentOff)) / 100),
        discount_slug: discountSlug,
        valid_from_at: window.from,
        valid_until_at: window.until,
      })),
    );
  }

  /** The fields of a promotion as the studio sent them, checked; field errors name the first problem. */
  function checkPromotion(input: PromotionBody, now: Date) {
    const name = text(input.name, 'name', 'a name', 80);
    const headline = text(input.headline, 'headline', 'a headline', 160);
    const ctaLabel = text(input.cta_label, 'cta_label', 'the button’s text', 40);
    const ctaPath = input.cta_path.trim();
    if (!ctaPath.startsWith('/') || ctaPath.startsWith('//') || /\s/.test(ctaPath))
      throw fieldError('cta_path', 'Enter a path on this site, starting with / (such as /promotion).');
    try {
      assertTimeZone(input.time_zone);
    } catch {
      throw fieldError('time_zone', 'Enter a time zone such as UTC or America/New_York.');
    }
    const startsAt = instant(input.starts_at, 'starts_at');
    const endsAt = instant(input.ends_at, 'ends_at');
    if (endsAt <= startsAt) throw fieldError('ends_at', 'The end must come after the start.');
    if (endsAt <= now) throw fieldError('ends_at', 'The end must be in the future.');
    const percentOff = whole(input.percent_off, 'percent_off', PERCENT_OFF, 'The discount');
    const copy = input.copy.map((entry, index) => ({
      available_from: instant(entry.available_from, `copy.${index}.available_from`),
      text: text(entry.text, `copy.${index}.text`, 'the copy’s text', 300),
    }));
    const instants = new Set<number>();
    copy.forEach((entry, index) => {
      const at = entry.available_from.getTime();
      if (instants.has(at))
        throw fieldError(`copy.${index}.available_from`, 'Two copy entries start at the same time.');
      instants.add(at);
    });
    copy.sort((a, b) => a.available_from.getTime() - b.available_from.getTime());
    return {
      name,
      headline,
      cta_label: ctaLabel,
      cta_path: ctaPath,
      time_zone: input.time_zone,
      starts_at: startsAt,
      ends_at: endsAt,
      percent_off: percentOff,
      copy,
    };
  }

  /** Public pages show prices and promotions: both scopes move in the change's transaction. */
  async function bumpPrices(tx: Db, promotions = false): Promise<void> {
    await contentVersion.bump(tx, 'offers');
    if (promotions) await contentVersion.bump(tx, 'promotions');
  }

  return {
    parameters,

    /** The plans page of the studio: every product by plan, its list prices now, and the parameters. */
    async overview(canEdit: boolean): Promise<CommerceOverview> {
      const now = clock.now();
      const [rows, prices, members, values] = await Promise.all([
        repo.listAllProducts(db),
        repo.listPricesInForce(db, now),
        repo.liveMemberCounts(db),
        parameters(),
      ]);
      const plans = new Map<string, CommerceOverview['plans'][number]>();
      for (const row of rows) {
        const plan = plans.get(row.plan_slug) ?? {
          slug: row.plan_slug,
          name: row.plan_name,
          billing_note: row.plan_billing_note,
          products: [],
        };
        plan.products.push(productView(row, prices, members));
        plans.set(row.plan_slug, plan);
      }
      return {
        currencies: [...CURRENCIES],
        notice_days: MEMBERSHIP_TERMS.priceChangeNoticeDays,
        plans: [...plans.values()],
        parameters: values,
        can_edit: canEdit,
      };
    },

    /**
     * A new list price of a product in a currency: new purchases pay it at once (the old row
     * closes now, a new one opens), and the members renewing at the old list price (or above
     * the new one) are emailed now and renew at it from `now + notice` on.
     */
    async changePrice(actor: CommerceActor, productUuid: string, input: PriceBody) {
      const now = clock.now();
      const amount = whole(
        input.amount_cents,
        'amount_cents',
        { min: 1, max: MAX_AMOUNT_CENTS },
        'The price',
      );
      const from = addDays(now, MEMBERSHIP_TERMS.priceChangeNoticeDays);
      return audit.perform(actor, async (tx, record) => {
        const row = await repo.findProduct(tx, productUuid);
        if (!row) throw new DomainError('commerce_product_not_found');
        const current = (await repo.listPricesInForce(tx, now, [row.id]))
          .filter((p) => p.currency === input.currency)
          .at(-1);
        if (current?.amount_cents === amount) throw new DomainError('commerce_price_unchanged');
        if (current) await repo.closePrice(tx, current.id, now);
        await repo.insertPrices(tx, [
          {
            product_id: row.id,
            currency: input.currency,
            amount_cents: amount,
            discount_slug: null,
            valid_from_at: now,
            valid_until_at: null,
          },
        ]);
        const reached = await repo.subscriptionsReached(tx, {
          productId: row.id,
          currency: input.currency,
          oldAmount: current?.amount_cents ?? null,
          newAmount: amount,
        });
        await repo.scheduleRenewalChange(
          tx,
          reached.map((s) => Number(s.id)),
          { amount, from, at: now },
        );
        const plan = `${row.name} (${row.plan_name})`;
        const productName = reached.length > 0 ? await deps.productName(tx) : '';
        for (const sub of reached)
          await mailer.send(
            priceChangeEmail(
              { to: sub.email, productName, origin: deps.origin },
              {
                plan,
                currency: input.currency,
                fromCents: sub.renewal_amount_cents,
                toCents: amount,
                from,
                renewsAt: sub.current_period_end_at,
              },
            ),
            { db: tx },
          );
        await bumpPrices(tx);
        await record({
          action: 'commerce.price_change',
          resourceType: 'product',
          resourceId: row.uuid,
          before: current ? { currency: input.currency, amount_cents: current.amount_cents } : null,
          after: {
            currency: input.currency,
            amount_cents: amount,
            renewals_from: from.toISOString(),
            members_notified: reached.length,
          },
        });
        return {
          product: await product(row.uuid, tx),
          notice: { renewals_from: from.toISOString(), members_notified: reached.length },
        };
      });
    },

    /** Takes a product off sale: not sold to anyone new; members who hold it keep it and renew. */
    async archiveProduct(actor: CommerceActor, productUuid: string): Promise<StudioProduct> {
      return audit.perform(actor, async (tx, record) => {
        const row = await repo.findProduct(tx, productUuid);
        if (!row) throw new DomainError('commerce_product_not_found');
        if (row.archived_at) throw new DomainError('commerce_product_archived');
        if (!row.is_available) throw new DomainError('commerce_product_not_built');
        await repo.setProductSale(tx, row.id, clock.now());
        await bumpPrices(tx);
        await record({
          action: 'commerce.product_archive',
          resourceType: 'product',
          resourceId: row.uuid,
          before: { state: 'on_sale' },
          after: { state: 'archived' },
        });
        return product(row.uuid, tx);
      });
    },

    /** Puts an archived product back on sale. */
    async restoreProduct(actor: CommerceActor, productUuid: string): Promise<StudioProduct> {
      return audit.perform(actor, async (tx, record) => {
        const row = await repo.findProduct(tx, productUuid);
        if (!row) throw new DomainError('commerce_product_not_found');
        if (row.is_available) throw new DomainError('commerce_product_on_sale');
        if (!row.archived_at) throw new DomainError('commerce_product_not_built');
        await repo.setProductSale(tx, row.id, null);
        await bumpPrices(tx);
        await record({
          action: 'commerce.product_restore',
          resourceType: 'product',
          resourceId: row.uuid,
          before: { state: 'archived' },
          after: { state: 'on_sale' },
        });
        return product(row.uuid, tx);
      });
    },

    async promotions(): Promise<StudioPromotion[]> {
      const now = clock.now();
      return (await repo.listPromotions(db)).map((row) => promotionView(row, now));
    },

    promotion: (id: number) => promotion(id),

    /**
     * A new promotion: its discount (named by its slug) prices every membership and gift at
     * its percentage off the list prices in force, for exactly its window.
     */
    async createPromotion(actor: CommerceActor, input: NewPromotionBody): Promise<StudioPromotion> {
      const now = clock.now();
      const slug = input.slug.trim().toLowerCase();
      if (!SLUG.test(slug) || slug.length > 60)
        throw fieldError(
          'slug',
          'Use lower-case letters, digits and dashes (such as spring-sale), up to 60.',
        );
      const fields = checkPromotion(input, now);
      return audit.perform(actor, async (tx, record) => {
        if (await repo.slugTaken(tx, slug))
          throw fieldError('slug', 'Another promotion or discount has this name.');
        const { percent_off: percentOff, ...rest } = fields;
        const id = await insertPromotion(
          tx,
          { ...rest, slug, discount_slug: slug, percent_off: percentOff },
          now,
        );
        await priceDiscount(tx, slug, percentOff, { from: fields.starts_at, until: fields.ends_at });
        await bumpPrices(tx, true);
        const view = await promotion(id, tx);
        await record({
          action: 'commerce.promotion_create',
          resourceType: 'promotion',
          resourceId: id,
          after: view,
        });
        return view;
      });
    },

    /**
     * Changes a promotion that has not ended. A started one keeps its start. When its
     * percentage or window changes, its discount prices in force close now and new ones open
     * (never rewritten): the promotion's price history stays true.
     */
    async updatePromotion(actor: CommerceActor, id: number, input: PromotionBody): Promise<StudioPromotion> {
      const now = clock.now();
      return audit.perform(actor, async (tx, record) => {
        const before = await promotion(id, tx);
        if (before.state === 'ended' || before.state === 'withdrawn')
          throw new DomainError('promotion_ended');
        const fields = checkPromotion(input, now);
        const started = before.state === 'running';
        if (started && fields.starts_at.getTime() !== new Date(before.starts_at).getTime())
          throw fieldError(
            'starts_at',
            'A promotion that has started keeps its start: end it and create another.',
          );
        const { copy, ...values } = fields;
        await repo.updatePromotion(tx, id, values);
        await repo.replaceCopy(tx, id, copy);
        const repriced =
          values.percent_off !== before.percent_off ||
          values.starts_at.getTime() !== new Date(before.starts_at).getTime() ||
          values.ends_at.getTime() !== new Date(before.ends_at).getTime();
        if (repriced) {
          await repo.closeDiscount(tx, before.discount_slug, now);
          const from = new Date(Math.max(values.starts_at.getTime(), now.getTime()));
          await priceDiscount(tx, before.discount_slug, values.percent_off, { from, until: values.ends_at });
        }
        await bumpPrices(tx, true);
        const after = await promotion(id, tx);
        await record({
          action: 'commerce.promotion_update',
          resourceType: 'promotion',
          resourceId: id,
          before,
          after,
        });
        return after;
      });
    },

    /**
     * Ends a promotion now: a running one ends at this instant, a scheduled one is withdrawn
     * (it never starts); its discount prices close with it.
     */
    async endPromotion(actor: CommerceActor, id: number): Promise<StudioPromotion> {
      const now = clock.now();
      return audit.perform(actor, async (tx, record) => {
        const before = await promotion(id, tx);
        if (before.state === 'ended' || before.state === 'withdrawn')
          throw new DomainError('promotion_ended');
        // ends_at must stay after starts_at: one that started this very instant is withdrawn.
        if (before.state === 'running' && new Date(before.starts_at) < now)
          await repo.updatePromotion(tx, id, { ends_at: now });
        else await repo.updatePromotion(tx, id, { is_active: false });
        await repo.closeDiscount(tx, before.discount_slug, now);
        await bumpPrices(tx, true);
        const after = await promotion(id, tx);
        await record({
          action: 'commerce.promotion_end',
          resourceType: 'promotion',
          resourceId: id,
          before: { state: before.state, ends_at: before.ends_at },
          after: { state: after.state, ends_at: after.ends_at },
        });
        return after;
      });
    },

    /** The coupons page: every coupon, and the products one may be limited to. */
    async coupons() {
      const now = clock.now();
      const [rows, products] = await Promise.all([repo.listCoupons(db), repo.listAllProducts(db)]);
      return {
        coupons: rows.map((row) => couponView(row, now)),
        products: products.map((p) => ({ id: p.uuid, name: p.name, plan: p.plan_name })),
      };
    },

    async createCoupon(actor: CommerceActor, input: CouponBody): Promise<StudioCoupon> {
      const now = clock.now();
      const code = normalizeCouponCode(input.code);
      if (!COUPON_CODE.test(code))
        throw fieldError('code', 'Use letters, digits, - and _ (such as SPRING-20), up to 40.');
      if (input.kind === 'percent') whole(input.amount, 'amount', { min: 1, max: 100 }, 'The percentage');
      else {
        whole(input.amount, 'amount', { min: 1, max: MAX_AMOUNT_CENTS }, 'The amount');
        if (!input.currency) throw fieldError('currency', 'Choose the currency of the amount.');
      }
      const validFrom = input.valid_from ? instant(input.valid_from, 'valid_from') : now;
      const validUntil = input.valid_until ? instant(input.valid_until, 'valid_until') : null;
      if (validUntil && validUntil <= validFrom)
        throw fieldError('valid_until', 'The end must come after the start.');
      if (validUntil && validUntil <= now) throw fieldError('valid_until', 'The end must be in the future.');
      if (input.max_redemptions !== null)
        whole(input.max_redemptions, 'max_redemptions', { min: 1, max: 1_000_000 }, 'The limit');
      return audit.perform(actor, async (tx, record) => {
        if (await findCouponByCode(tx, code)) throw fieldError('code', 'Another coupon has this code.');
        const ids = await repo.productIdsByUuid(tx, input.product_ids);
        if (ids.size !== new Set(input.product_ids).size)
          throw fieldError('product_ids', 'Choose products from the list.');
        const id = await insertCoupon(
          tx,
          {
            code,
            kind: input.kind,
            amount: input.amount,
            currency: input.kind === 'fixed' ? input.currency : null,
            valid_from_at: validFrom,
            valid_until_at: validUntil,
            max_redemptions: input.max_redemptions,
            is_first_period_only: input.first_period_only,
            productIds: [...ids.values()],
          },
          now,
        );
        const view = await coupon(id, tx);
        await record({
          action: 'commerce.coupon_create',
          resourceType: 'coupon',
          resourceId: id,
          after: view,
        });
        return view;
      });
    },

    /** Stops a coupon now (one not started never starts); its redemptions stay counted. */
    async deactivateCoupon(actor: CommerceActor, id: number): Promise<StudioCoupon> {
      const now = clock.now();
      return audit.perform(actor, async (tx, record) => {
        const before = await coupon(id, tx);
        if (before.state === 'ended') throw new DomainError('coupon_ended');
        const validFrom = new Date(before.valid_from);
        await repo.endCoupon(tx, id, validFrom > now ? validFrom : now);
        const after = await coupon(id, tx);
        await record({
          action: 'commerce.coupon_deactivate',
          resourceType: 'coupon',
          resourceId: id,
          before: { state: before.state, valid_until: before.valid_until },
          after: { state: after.state, valid_until: after.valid_until },
        });
        return after;
      });
    },

    /** Sets the parameters (a settings row each; only those that change are written and audited). */
    async setParameters(actor: CommerceActor, input: ParametersBody): Promise<CommerceParameters> {
      const values = {
        guestPassCount: whole(
          input.guest_pass_count,
          'guest_pass_count',
          COMMERCE_PARAMETER_LIMITS.guestPassCount,
          'Guest passes',
        ),
        guestPassDays: whole(
          input.guest_pass_days,
          'guest_pass_days',
          COMMERCE_PARAMETER_LIMITS.guestPassDays,
          'A guest pass’s days',
        ),
        trialDays: whole(
          input.trial_days,
          'trial_days',
          COMMERCE_PARAMETER_LIMITS.trialDays,
          'A trial’s days',
        ),
      };
      const keys = Object.keys(values) as (keyof typeof values)[];
      const before = await parameters();
      const stored = {
        guestPassCount: before.guest_pass_count,
        guestPassDays: before.guest_pass_days,
        trialDays: before.trial_days,
      };
      // A save that changes nothing writes nothing (and the audit log has nothing to say).
      if (keys.every((key) => stored[key] === values[key])) return before;
      return audit.perform(actor, async (tx, record) => {
        for (const key of keys) {
          const setting = COMMERCE_PARAMETERS[key];
          const old = await settings.set(setting, values[key], actor.userId, { db: tx });
          if (old === values[key]) continue;
          await record({
            action: 'settings.update',
            resourceType: 'setting',
            resourceId: setting.key,
            before: old,
            after: values[key],
          });
        }
        return parameters({ db: tx });
      });
    },
  };
}

export type CommerceDesk = ReturnType<typeof createCommerceDesk>;
