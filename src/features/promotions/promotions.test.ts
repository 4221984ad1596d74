import { beforeEach, describe, expect, it } from 'vitest';
import {
  CONTENT_VERSION_REFRESH_MS,
  createContentVersionService,
} from '~/features/content-version/content-version.service';
import { seedDemoOffers } from '~/server/seed/demo-offers';
import { DEMO_PROMOTION, seedDemoPromotions } from '~/server/seed/demo-promotions';
import { PATHS, PROMO_TEXTS } from '~/shared/spec';
import { createTestApp } from '../../../tests/test-app';
import { createTestDb } from '../../../tests/test-db';
import { insertPromotion, type NewPromotion } from './promotions.repository';
import { PROMOTIONS_PATHS } from './promotions.routes';
import { createPromotionsService } from './promotions.service';
import { urgencyText } from './promotions.urgency';

/** Queries that read promotions (the content version's own reads aside). */
let promotionReads = 0;
const { app, db, clock, services } = await createTestApp({
  testDb: await createTestDb({
    log: (event) => {
      if (event.level === 'query' && event.query.sql.includes('from "promotions"')) promotionReads++;
    },
  }),
});
await seedDemoOffers(db, { now: clock.now() });

const START = new Date('2026-01-15T12:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(START.getTime() + ms);

/**
 * A change to promotions as the studio's write paths make it: through the service's bump, which
 * this process sees at its next call (insertPromotion's own bump is the seed's, which runs
 * before any request; a process sees another's bump within CONTENT_VERSION_REFRESH_MS).
 */
const changed = () => services.contentVersion.bump(db, 'promotions');

let serial = 0;
/** A promotion running from a day before START to ten days after, unless told otherwise. */
async function promotion(values: Partial<NewPromotion> = {}) {
  const id = await insertPromotion(
    db,
    {
      slug: `sale-${++serial}`,
      name: 'Winter sale',
      discount_slug: 'holiday',
      starts_at: at(-DAY),
      ends_at: at(10 * DAY),
      headline: '40% off',
      cta_label: 'See the offer',
      cta_path: PATHS.promotion,
      copy: [],
      ...values,
    },
    clock.now(),
  );
  await changed();
  return id;
}

beforeEach(async () => {
  clock.set(START);
  await db.deleteFrom('promotions').execute();
  await changed();
});

describe('the running promotion', () => {
  it('is null when none is stored, running, or active', async () => {
    expect(await services.promotions.current()).toBeNull();
    await promotion({ starts_at: at(HOUR), ends_at: at(DAY) }); // not started
    await promotion({ starts_at: at(-DAY), ends_at: START }); // ended (ends_at is exclusive)
    await promotion({ is_active: false }); // switched off
    expect(await services.promotions.current()).toBeNull();
  });

  it('runs from starts_at (inclusive) to ends_at (exclusive)', async () => {
    await promotion({ slug: 'window', starts_at: START, ends_at: at(DAY) });
    expect((await services.promotions.current())?.slug).toBe('window');
    clock.set(at(DAY - 1));
    expect((await services.promotions.current())?.slug).toBe('window');
    clock.set(at(DAY));
    expect(await services.promotions.current()).toBeNull();
  });

  it('picks the latest start when windows overlap', async () => {
    await promotion({ slug: 'older', starts_at: at(-2 * DAY) });
    await promotion({ slug: 'newer', starts_at: at(-HOUR) });
    expect((await services.promotions.current())?.slug).toBe('newer');
  });

  it('shows the copy entry with the latest available_from already passed', async () => {
    await promotion({
      copy: [
        { available_from: at(HOUR), text: 'second' },
        { available_from: at(-HOUR), text: 'first' },
        { available_from: at(2 * DAY), text: 'third' },
      ],
    });
    expect((await services.promotions.current())?.copy).toBe('first');
    clock.set(at(HOUR - 1));
    expect((await services.promotions.current())?.copy).toBe('first');
    clock.set(at(HOUR)); // available_from itself counts as passed
    expect((await services.promotions.current())?.copy).toBe('second');
    clock.set(at(3 * DAY));
    expect((await services.promotions.current())?.copy).toBe('third');
    clock.set(at(-HOUR - 1)); // before the first entry: no copy
    expect((await services.promotions.current())?.copy).toBeNull();
  });

  it('gives the view with ISO dates and the urgency text as time passes', async () => {
    await promotion({ slug: 'view', ends_at: new Date('2026-01-20T00:00:00.000Z') });
    expect(await services.promotions.current()).toEqual({
      slug: 'view',
      name: 'Winter sale',
      headline: '40% off',
      copy: null,
      urgency: PROMO_TEXTS.endsSoon,
      ctaLabel: 'See the offer',
      ctaPath: PATHS.promotion,
      discountSlug: 'holiday',
      startsAt: at(-DAY).toISOString(),
      endsAt: '2026-01-20T00:00:00.000Z',
    });
    clock.set('2026-01-18T00:00:00.000Z');
    expect((await services.promotions.current())?.urgency).toBe(PROMO_TEXTS.endsTomorrow);
    clock.set('2026-01-19T23:59:59.999Z');
    expect((await services.promotions.current())?.urgency).toBe(PROMO_TEXTS.endsToday);
  });

  it('refuses an unknown time zone, an empty window and a CTA to another site', async () => {
    await expect(promotion({ time_zone: 'Mars/Olympus' })).rejects.toThrow(RangeError);
    await expect(promotion({ ends_at: at(-DAY) })).rejects.toThrow();
    await expect(promotion({ cta_path: '//evil.example/' })).rejects.toThrow();
    await expect(promotion({ cta_path: 'https://evil.example/' })).rejects.toThrow();
  });
});

describe('the schedule, read once per content version', () => {
  it('follows a start, the next copy entry, the urgency and an end by the clock, with no query', async () => {
    await promotion({
      slug: 'later',
      starts_at: at(HOUR),
      ends_at: at(2 * DAY),
      copy: [{ available_from: at(2 * HOUR), text: 'Two hours in' }],
    });
    expect(await services.promotions.current()).toBeNull();
    promotionReads = 0;
    clock.set(at(HOUR));
    expect(await services.promotions.current()).toMatchObject({ slug: 'later', copy: null });
    clock.set(at(2 * HOUR));
    expect(await services.promotions.current()).toMatchObject({
      copy: 'Two hours in',
      urgency: PROMO_TEXTS.endsSoon,
    });
    clock.set(at(DAY)); // the calendar day before the last one (UTC)
    expect((await services.promotions.current())?.urgency).toBe(PROMO_TEXTS.endsTomorrow);
    clock.set(at(DAY + 12 * HOUR)); // midnight: the last day
    expect((await services.promotions.current())?.urgency).toBe(PROMO_TEXTS.endsToday);
    clock.set(at(2 * DAY));
    expect(await services.promotions.current()).toBeNull();
    expect(promotionReads).toBe(0);
  });

  it('shows an edit at once in the process that made it, and within a second in another', async () => {
    await promotion({ slug: 'edited', headline: 'Before' });
    const elsewhere = createPromotionsService({
      db,
      clock,
      contentVersion: createContentVersionService({ db, clock }),
    });
    expect((await elsewhere.current())?.headline).toBe('Before');
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('promotions').set({ headline: 'After' }).where('slug', '=', 'edited').execute();
      await services.contentVersion.bump(trx, 'promotions');
    });
    expect((await services.promotions.current())?.headline).toBe('After');
    expect((await elsewhere.current())?.headline).toBe('Before');
    clock.advance(CONTENT_VERSION_REFRESH_MS);
    expect((await elsewhere.current())?.headline).toBe('After');
  });

  it('reads again when the clock is set back before a promotion it left out as ended', async () => {
    await promotion({ slug: 'past', starts_at: at(-2 * DAY), ends_at: at(-DAY) });
    expect(await services.promotions.current()).toBeNull();
    clock.set(at(-DAY - HOUR));
    expect((await services.promotions.current())?.slug).toBe('past');
  });
});

describe('urgencyText', () => {
  const now = new Date('2026-01-15T12:00:00.000Z');
  const utc = (iso: string) => urgencyText(new Date(iso), now, 'UTC');

  it('counts calendar days to the last instant of the offer', () => {
    expect(utc('2026-01-15T23:00:00.000Z')).toBe(PROMO_TEXTS.endsToday);
    // Ending at midnight: the 15th is the last day.
    expect(utc('2026-01-16T00:00:00.000Z')).toBe(PROMO_TEXTS.endsToday);
    expect(utc('2026-01-16T00:00:00.001Z')).toBe(PROMO_TEXTS.endsTomorrow);
    expect(utc('2026-01-17T00:00:00.000Z')).toBe(PROMO_TEXTS.endsTomorrow);
    expect(utc('2026-01-17T06:00:00.000Z')).toBe(PROMO_TEXTS.endsSoon);
    expect(utc('2026-01-22T23:00:00.000Z')).toBe(PROMO_TEXTS.endsSoon); // 7 days away
    expect(utc('2026-01-23T06:00:00.000Z')).toBeNull(); // 8 days away
    expect(utc('2026-01-15T12:00:00.000Z')).toBeNull(); // ended
  });

  it("uses the promotion's time zone", () => {
    // 04:00 in Los Angeles on the 15th; 23:00 there is 07:00 UTC on the 16th.
    const la = (iso: string) => urgencyText(new Date(iso), now, 'America/Los_Angeles');
    expect(la('2026-01-16T07:00:00.000Z')).toBe(PROMO_TEXTS.endsToday);
    expect(utc('2026-01-16T07:00:00.000Z')).toBe(PROMO_TEXTS.endsTomorrow);
    expect(la('2026-01-16T09:00:00.000Z')).toBe(PROMO_TEXTS.endsTomorrow);
  });
});

describe(`GET ${PROMOTIONS_PATHS.current}`, () => {
  it('answers null when no promotion runs', async () => {
    const response = await app.inject({ method: 'GET', url: PROMOTIONS_PATHS.current });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ promotion: null });
  });

  it('answers the running promotion to anyone', async () => {
    await promotion({
      slug: 'api',
      ends_at: at(12 * HOUR),
      copy: [{ available_from: at(-HOUR), text: 'Hurry' }],
    });
    const response = await app.inject({ method: 'GET', url: PROMOTIONS_PATHS.current });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      promotion: {
        slug: 'api',
        name: 'Winter sale',
        headline: '40% off',
        copy: 'Hurry',
        urgency: PROMO_TEXTS.endsToday,
        cta_label: 'See the offer',
        cta_path: PATHS.promotion,
        discount_slug: 'holiday',
        starts_at: at(-DAY).toISOString(),
        ends_at: at(12 * HOUR).toISOString(),
      },
    });
  });

  it('refuses unknown query parameters', async () => {
    const response = await app.inject({ method: 'GET', url: `${PROMOTIONS_PATHS.current}?x=1` });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('invalid_query');
  });
});

describe('seedDemoPromotions', () => {
  it('runs the holiday sale for as long as the holiday prices, once', async () => {
    await seedDemoPromotions(db, { now: clock.now() });
    await seedDemoPromotions(db, { now: clock.now() });
    await changed(); // the seed runs before any request; here the process has read already
    expect(await db.selectFrom('promotions').select('slug').execute()).toEqual([
      { slug: DEMO_PROMOTION.slug },
    ]);
    const current = await services.promotions.current();
    expect(current).toMatchObject({
      slug: DEMO_PROMOTION.slug,
      discountSlug: 'holiday',
      copy: DEMO_PROMOTION.copy[1].text,
      urgency: null,
      ctaPath: PATHS.promotion,
    });
    const priced = await services.offers.plansPage({ country: 'US', discountSlug: current!.discountSlug });
    expect(priced.tiers[0]?.checkoutPath).toContain('discount_slug=holiday');
    clock.advance(29 * DAY);
    expect(await services.promotions.current()).toMatchObject({
      copy: DEMO_PROMOTION.copy[2].text,
      urgency: PROMO_TEXTS.endsTomorrow,
    });
    clock.advance(DAY);
    expect(await services.promotions.current()).toBeNull();
  });
});
