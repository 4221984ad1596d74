import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/test-app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts';

const { services, client, db, clock } = await createTestApp();
await seedDemoAccounts(services, clock.now());

describe('demo accounts', () => {
  it('can each sign in with the documented password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const response = await client().send('POST', '/auth/identity/callback', {
        auth_key: account.email,
        password: DEMO_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('makes the admin an enterprise admin of the demo organization', async () => {
    const admin = await db
      .selectFrom('users')
      .innerJoin('organizations', 'organizations.id', 'users.organization_id')
      .select(['users.is_enterprise_admin', 'organizations.slug', 'users.email_confirmed_at'])
      .where('users.email', '=', 'admin@northwind.test')
      .executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ is_enterprise_admin: true, slug: 'northwind' });
    expect(admin.email_confirmed_at).toBeInstanceOf(Date);
  });
});
