import { randomUUID } from 'node:crypto';
import type { Services } from '~/server/services';
import { demoUuid } from './demo-ids';

/** Shown in README; demo data exists only outside production. */
export const DEMO_PASSWORD = 'atelier-demo';

export const DEMO_ACCOUNTS = [
  { email: 'member@atelier.test', name: 'Maya Member', role: 'member' },
  { email: 'visitor@atelier.test', name: 'Victor Visitor', role: 'visitor' },
  { email: 'admin@northwind.test', name: 'Ada Admin', role: 'enterprise_admin' },
] as const;

/** The plan the demo member bought: the Individual membership at its monthly-shown annual price. */
export const DEMO_MEMBER_PRODUCT_SLUG = 'monthly-individual';

/**
 * The demo member's purchase, made the way a buyer makes it: a saved test card (Stripe's
 * `tok_visa` token, which the built-in gateway and Stripe's test mode both take), the plan
 * in their cart, then an order paid with that card. So the demo data holds what any
 * purchase leaves: the card, the charge, the order and its receipt, the subscription
 * renewing in a year and its grant in the access ledger (docs/decisions/0007, 0010).
 */
async function buyDemoMembership(services: Services, userId: number): Promise<void> {
  const pricing = { country: 'US' };
  await services.payments.add(userId, { token: 'tok_visa' });
  await services.cart.addProduct({ userId }, demoUuid('product', DEMO_MEMBER_PRODUCT_SLUG), pricing);
  const result = await services.orders.place(userId, { ...pricing, idempotencyKey: 'demo-seed-membership' });
  if (result.status !== 'paid') throw new Error(`Demo seed: the demo member's order is ${result.status}`);
}

/**
 * The demo accounts, made through the accounts service so they are exactly what a
 * sign-up makes (profile, hashed password), then confirmed. The member buys a membership
 * through checkout's own services (buyDemoMembership), so it needs the demo offers
 * (seedDemoData) first. The Lite scope is filled from the demo classes
 * (access.seedLiteScope) when nobody has curated it.
 */
export async function seedDemoAccounts(services: Services, now: Date): Promise<void> {
  const { db } = services;
  const organization = await db
    .insertInto('organizations')
    .values({
      uuid: randomUUID(),
      name: 'Northwind Studios',
      slug: 'northwind',
      sso_domain: 'northwind',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const account of DEMO_ACCOUNTS) {
    if (await services.accounts.findByEmail(account.email)) continue;
    const user = await services.accounts.register(
      { email: account.email, password: DEMO_PASSWORD, name: account.name, optIn: false },
      { country: 'US' },
    );
    await db
      .updateTable('users')
      .set({
        email_confirmed_at: now,
        ...(account.role === 'enterprise_admin'
          ? { is_enterprise_admin: true, organization_id: organization.id }
          : {}),
      })
      .where('id', '=', user.id)
      .execute();
    if (account.role === 'member') await buyDemoMembership(services, user.id);
  }
  await services.access.seedLiteScope();
}
