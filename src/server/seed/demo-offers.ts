import { bumpContentVersion } from '~/features/content-version/content-version.repository';
import type { AddOnKind, PlanSlug, ProductKind, ProductTier } from '~/features/offers/offers.table';
import type { Db } from '~/server/db/database';
import { daysFrom, demoUuid } from './demo-ids';

/**
 * The demo offers: three plans (monthly shown per month and billed annually, yearly,
 * bundle), memberships in three tiers, gifts, add-ons, two tier collections, and prices in
 * six currencies, with a 'holiday' discount (40% off memberships and gifts) valid from a
 * week before `now` to 30 days after. Prices are whole amounts derived from the US price.
 */
export const HOLIDAY_DISCOUNT = { slug: 'holiday', percentOff: 40, fromDays: -7, untilDays: 30 } as const;

/** Local price per US dollar, rounded to whole units. */
export const CURRENCY_FACTORS: Readonly<Record<string, number>> = {
  USD: 1,
  CAD: 1.4,
  GBP: 0.8,
  EUR: 1,
  AUD: 1.5,
  INR: 80,
};

const PLANS: readonly {
  slug: PlanSlug;
  name: string;
  display_period: 'month' | 'year';
  billing_note: string;
}[] = [
  { slug: 'monthly', name: 'Monthly', display_period: 'month', billing_note: 'Billed annually at {total}' },
  { slug: 'yearly', name: 'Yearly', display_period: 'year', billing_note: '{total} billed once a year' },
  { slug: 'bundle', name: 'Bundle', display_period: 'month', billing_note: 'Billed annually at {total}' },
];

// Only what the product does: no offline downloads, for instance, until there are some.
const BASE_FEATURES = [
  'Every class, series and documentary',
  'New classes every month',
  'Watch on computer, TV, phone or tablet',
];

/** `pitch`: the plan card's description, written for the buyer choosing between tiers. */
const TIERS: readonly {
  tier: ProductTier;
  name: string;
  seats: number;
  usd: number;
  extra: string[];
  pitch: string;
}[] = [
  {
    tier: 'individual',
    name: 'Individual',
    seats: 1,
    usd: 120,
    extra: ['1 device at a time'],
    pitch: 'A year of every class for you, on whichever screen is closest.',
  },
  {
    tier: 'duo',
    name: 'Duo',
    seats: 2,
    usd: 180,
    extra: ['2 devices at a time'],
    pitch: 'Learn alongside a partner or a friend: two of you watching at the same time.',
  },
  {
    tier: 'family',
    name: 'Family',
    seats: 6,
    usd: 240,
    extra: ['6 devices at a time', 'Up to 5 profiles'],
    pitch: 'The whole household learns: a profile each and six screens at once.',
  },
];

type DemoProduct = {
  slug: string;
  plan: PlanSlug;
  name: string;
  description: string;
  kind: ProductKind;
  tier: ProductTier;
  seats: number;
  features: string[];
  usd: number;
  discounted: boolean;
  /**
   * False: in the catalogue but not sold (is_available false), because what it delivers is
   * not built yet: Persona, the AI mentor, and the gift add-on (gifts are not delivered yet);
   * decision 0010, "Not sold yet". Plans and checkout leave it out; the cart and orders
   * refuse it with product_not_available.
   */
  onSale: boolean;
};

const PERSONA_USD = 48;

export const demoProducts: readonly DemoProduct[] = [
  ...TIERS.map((t) => ({
    slug: `monthly-${t.tier}`,
    plan: 'monthly' as const,
    name: t.name,
    description: t.pitch,
    kind: 'membership' as const,
    tier: t.tier,
    seats: t.seats,
    features: [...BASE_FEATURES, ...t.extra],
    usd: t.usd,
    discounted: true,
    onSale: true,
  })),
  ...TIERS.map((t) => ({
    slug: `yearly-${t.tier}`,
    plan: 'yearly' as const,
    name: t.name,
    description: t.pitch,
    kind: 'membership' as const,
    tier: t.tier,
    seats: t.seats,
    features: [...BASE_FEATURES, ...t.extra],
    usd: t.usd,
    discounted: true,
    onSale: true,
  })),
  ...TIERS.map((t) => ({
    slug: `gift-${t.tier}`,
    plan: 'yearly' as const,
    name: `${t.name} gift`,
    description: `A year of ${t.name.toLowerCase()} membership for someone else, delivered on the day you choose.`,
    kind: 'gift' as const,
    tier: t.tier,
    seats: t.seats,
    features: [...BASE_FEATURES, ...t.extra, 'Redeemable within 365 days'],
    usd: t.usd,
    discounted: true,
    onSale: true,
  })),
  ...TIERS.filter((t) => t.tier !== 'duo').map((t) => ({
    slug: `persona-bundle-${t.tier}`,
    plan: 'bundle' as const,
    name: `${t.name} + Persona`,
    description: `The ${t.name.toLowerCase()} membership with Persona, your AI mentor, at a bundle price.`,
    kind: 'membership' as const,
    tier: t.tier,
    seats: t.seats,
    features: [...BASE_FEATURES, ...t.extra, 'Persona AI mentor conversations'],
    usd: t.usd + PERSONA_USD,
    discounted: false,
    onSale: false,
  })),
  {
    slug: 'add-on-learning-toolkit',
    plan: 'yearly',
    name: 'Learning Toolkit',
    description: 'Workbooks, practice projects and printable notes for every class.',
    kind: 'add_on',
    tier: 'individual',
    seats: 1,
    features: ['Class workbooks', 'Practice projects', 'Printable lesson notes'],
    usd: 49,
    discounted: false,
    onSale: true,
  },
  {
    slug: 'add-on-persona',
    plan: 'yearly',
    name: 'Persona',
    description: 'An AI mentor trained on the instructors’ lessons, ready to answer your questions.',
    kind: 'add_on',
    tier: 'individual',
    seats: 1,
    features: ['Unlimited mentor conversations', 'Personal practice plans'],
    usd: 59,
    discounted: false,
    onSale: false,
  },
  {
    slug: 'add-on-gift',
    plan: 'yearly',
    name: 'Add a gift',
    description: 'Give an individual membership to someone else for half price when you join.',
    kind: 'add_on',
    tier: 'individual',
    seats: 1,
    features: ['A year of individual membership', 'Delivered on the day you choose'],
    usd: 60,
    discounted: false,
    onSale: false,
  },
];

const ADD_ONS: readonly { slug: string; kind: AddOnKind; product: string }[] = [
  { slug: 'learning-toolkit', kind: 'learning_toolkit', product: 'add-on-learning-toolkit' },
  { slug: 'persona', kind: 'persona', product: 'add-on-persona' },
  { slug: 'gift', kind: 'gift', product: 'add-on-gift' },
];

/** [product slug, collapsed] in order. The collapsed bucket hides Duo. */
const COLLECTIONS = [
  {
    slug: 'current' as const,
    name: 'Choose your plan',
    description: 'Annual membership in three tiers, shown per month and billed annually.',
    products: [
      ['monthly-individual', false],
      ['monthly-duo', true],
      ['monthly-family', false],
      ['gift-individual', false],
      ['gift-duo', true],
      ['gift-family', false],
    ] as const,
  },
  {
    slug: 'persona-bundle' as const,
    name: 'Membership with Persona',
    description: 'Membership and the Persona AI mentor together, for less.',
    products: [
      ['persona-bundle-individual', false],
      ['persona-bundle-family', false],
    ] as const,
  },
];

export function localAmountCents(usd: number, currency: string): number {
  return Math.round(usd * (CURRENCY_FACTORS[currency] ?? 1)) * 100;
}

/** Inserts the demo offers once: does nothing when purchase plans exist. */
export async function seedDemoOffers(db: Db, options: { now: Date }): Promise<{ seeded: boolean }> {
  const existing = await db.selectFrom('purchase_plans').select('id').limit(1).executeTakeFirst();
  if (existing) return { seeded: false };

  const plans = await db
    .insertInto('purchase_plans')
    .values(PLANS.map((p, index) => ({ ...p, interval: 'year' as const, position: index + 1 })))
    .returning(['id', 'slug'])
    .execute();
  const planIds = new Map(plans.map((p) => [p.slug as string, Number(p.id)]));

  const products = await db
    .insertInto('products')
    .values(
      demoProducts.map((p, index) => ({
        uuid: demoUuid('product', p.slug),
        slug: p.slug,
        purchase_plan_id: planIds.get(p.plan)!,
        name: p.name,
        description: p.description,
        kind: p.kind,
        tier: p.tier,
        seats: p.seats,
        features_json: JSON.stringify(p.features),
        is_available: p.onSale,
        position: index + 1,
      })),
    )
    .returning(['id', 'slug'])
    .execute();
  const productIds = new Map(products.map((p) => [p.slug, Number(p.id)]));

  const from = daysFrom(options.now, HOLIDAY_DISCOUNT.fromDays);
  const until = daysFrom(options.now, HOLIDAY_DISCOUNT.untilDays);
  await db
    .insertInto('prices')
    .values(
      demoProducts.flatMap((p) =>
        Object.keys(CURRENCY_FACTORS).flatMap((currency) => {
          const list = localAmountCents(p.usd, currency);
          const product_id = productIds.get(p.slug)!;
          const base = { product_id, currency, valid_from_at: null, valid_until_at: null };
          return [
            { ...base, amount_cents: list, discount_slug: null },
            ...(p.discounted
              ? [
                  {
                    ...base,
                    amount_cents: Math.round((list * (100 - HOLIDAY_DISCOUNT.percentOff)) / 100),
                    discount_slug: HOLIDAY_DISCOUNT.slug,
                    valid_from_at: from,
                    valid_until_at: until,
                  },
                ]
              : []),
          ];
        }),
      ),
    )
    .execute();

  for (const collection of COLLECTIONS) {
    const row = await db
      .insertInto('tier_collections')
      .values({ slug: collection.slug, name: collection.name, description: collection.description })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('tier_collection_products')
      .values(
        collection.products.map(([slug, collapsed], index) => ({
          tier_collection_id: Number(row.id),
          product_id: productIds.get(slug)!,
          position: index + 1,
          is_collapsed: collapsed,
        })),
      )
      .execute();
  }

  await db
    .insertInto('add_ons')
    .values(
      ADD_ONS.map((a, index) => {
        const product = demoProducts.find((p) => p.slug === a.product)!;
        return {
          slug: a.slug,
          name: product.name,
          description: product.description,
          kind: a.kind,
          product_id: productIds.get(a.product)!,
          position: index + 1,
        };
      }),
    )
    .execute();
  // New plans and prices: shared pages that show prices render again.
  await bumpContentVersion(db, 'offers');
  return { seeded: true };
}
