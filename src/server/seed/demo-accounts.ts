import { randomUUID } from 'node:crypto';
import type { Services } from '~/server/services';

/** Shown in README; demo data exists only outside production. */
export const DEMO_PASSWORD = 'atelier-demo';

export const DEMO_ACCOUNTS = [
  { email: 'member@atelier.test', name: 'Maya Member', role: 'member' },
  { email: 'visitor@atelier.test', name: 'Victor Visitor', role: 'visitor' },
  { email: 'admin@northwind.test', name: 'Ada Admin', role: 'enterprise_admin' },
] as const;

/**
 * The demo accounts, made through the accounts service so they are exactly what a
 * sign-up makes (profile, hashed password), then confirmed. The member gets an annual
 * pass (an 'admin' grant for a year from `now`), and the Lite scope is filled from the
 * demo classes (access.seedLiteScope) when nobody has curated it.
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
    if (account.role === 'member')
      await services.access.grant({
        userId: user.id,
        scope: 'all',
        source: 'admin',
        sourceRef: 'demo-seed',
        startsAt: now,
        endsAt: new Date(now.getTime() + 365 * 24 * 60 * 60 * 1000),
        reason: 'Demo member',
        actor: 'system:seed',
      });
  }
  await services.access.seedLiteScope();
}
