import { describe, expect, it } from 'vitest';
import { STUDIO_API } from '~/shared/studio';
import { createTestApp } from '../../../tests/test-app';
import { DEMO_PASSWORD } from './demo-accounts';
import { DEMO_STAFF, seedDemoStaff } from './demo-staff';

const { services, client, db, clock } = await createTestApp();
await db
  .insertInto('instructors')
  .values({ slug: 'alma-reyes', name: 'Alma Reyes', headline: 'Chef', bio: 'Bakes.', hue: 30 })
  .execute();
await seedDemoStaff(services, clock.now());

describe('demo staff', () => {
  it('sign in with the documented password and the code of their documented secret', async () => {
    for (const person of DEMO_STAFF) {
      const browser = client();
      const login = await browser.send('POST', '/auth/identity/callback', {
        auth_key: person.email,
        password: DEMO_PASSWORD,
      });
      expect(login.statusCode).toBe(200);
      expect((await browser.request({ method: 'GET', url: STUDIO_API.me })).json().stage).toBe(
        'needs_second_factor',
      );
      const code = services.totp.codeAt(person.totpSecret, clock.now());
      expect((await browser.send('POST', STUDIO_API.secondFactor, { code })).statusCode).toBe(200);
      const me = (await browser.request({ method: 'GET', url: STUDIO_API.me })).json();
      expect(me).toMatchObject({ stage: 'ready', role: { key: person.role } });
      if ('instructorSlug' in person) expect(me.instructor).toMatchObject({ name: 'Alma Reyes' });
    }
  });

  it('were appointed through invitations, in the audit log as the demo data', async () => {
    const invites = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'staff.invite')
      .execute();
    expect(invites.map((entry) => entry.actor_label)).toEqual(DEMO_STAFF.map(() => 'demo data'));
  });
});
