import { describe, expect, it } from 'vitest';
import { STUDIO_API, STUDIO_PATHS } from '~/shared/studio';
import { makeAccount, STAFF_PASSWORD } from '../../../tests/staff';
import { createTestApp, TestClient } from '../../../tests/test-app';
import { ADMIN_USAGE, runAdminCommand } from './admin-command';

const t = await createTestApp();
const { app, db, services } = t;
const ORIGIN = 'https://school.example';
const admin = (...args: string[]) => runAdminCommand(args, { services, origin: ORIGIN });
const linkIn = (output: string) => /https:\/\/school\.example\/studio\/invitations\/([\w-]+)/.exec(output);

describe('npm run admin -- invite', () => {
  it('prints a one-time link for the first owner; accepting it makes the owner, then asks for an authenticator', async () => {
    const { exitCode, output } = await admin('invite', 'Founder@Example.com');
    expect(exitCode).toBe(0);
    expect(output).toContain('Invitation for founder@example.com as Owner.');
    expect(output).toContain('within 3 days; it works once');
    const token = linkIn(output)?.[1];
    expect(token).toBeDefined();
    // Printed, not mailed; only the hash of the token is stored.
    expect(await services.mailer.recent({ to: 'founder@example.com' })).toEqual([]);
    const stored = await db
      .selectFrom('account_tokens')
      .select('token_hash')
      .where('email', '=', 'founder@example.com')
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toBe(token);

    const browser = new TestClient(app);
    const accepted = await browser.send('POST', `${STUDIO_API.invitationLinks}/${token}/acceptance`, {
      password: STAFF_PASSWORD,
      password_confirmation: STAFF_PASSWORD,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().redirect_to).toBe(STUDIO_PATHS.enrol);
    const me = (await browser.request({ method: 'GET', url: STUDIO_API.me })).json();
    expect(me).toMatchObject({ role: { key: 'owner' }, stage: 'needs_enrolment' });
    const [entry] = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'staff.invite')
      .execute();
    expect(entry).toMatchObject({
      actor_user_id: null,
      actor_label: 'command line',
      after_json: { email: 'founder@example.com', role: 'owner' },
    });
  });

  it('takes a role, and an instructor record for a scoped role; says what is wrong otherwise', async () => {
    expect((await admin('invite', 'ed@example.com', '--role', 'editor')).output).toContain('as Editor.');
    await db
      .insertInto('instructors')
      .values({ slug: 'cli-teacher', name: 'Cli Teacher', headline: 'x', bio: 'x', hue: 1 })
      .execute();
    expect(
      (await admin('invite', 'teach@example.com', '--role=instructor', '--instructor', 'cli-teacher'))
        .exitCode,
    ).toBe(0);
    expect(await admin('invite', 'x@example.com', '--role', 'instructor', '--instructor', 'nobody')).toEqual({
      exitCode: 1,
      output: 'No instructor has the slug nobody.',
    });
    const unknown = await admin('invite', 'x@example.com', '--role', 'wizard');
    expect(unknown.exitCode).toBe(1);
    expect(unknown.output).toContain('owner, admin, editor, instructor, support, evaluator');
    expect((await admin('invite', 'not-an-email')).exitCode).toBe(1);
    expect(await admin('invite')).toEqual({
      exitCode: 2,
      output: `an email address is needed\n${ADMIN_USAGE}`,
    });
    expect((await admin('invite', 'x@example.com', '--colour', 'red')).exitCode).toBe(2);
    expect((await admin('promote', 'x@example.com')).exitCode).toBe(2);
  });

  it('lets an existing staff member back in with a new role (the studio would refuse)', async () => {
    const editor = await makeAccount(t, { role: 'editor' });
    const { exitCode, output } = await admin('invite', editor.email, '--role', 'owner');
    expect(exitCode).toBe(0);
    const browser = new TestClient(app);
    const accepted = await browser.send(
      'POST',
      `${STUDIO_API.invitationLinks}/${linkIn(output)![1]}/acceptance`,
      {
        password: STAFF_PASSWORD,
      },
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().redirect_to).toBe(STUDIO_PATHS.home);
    const [entry] = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'staff.invitation_accept')
      .where('resource_id', '=', String(editor.userId))
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(entry).toMatchObject({ before_json: { role: 'editor' }, after_json: { role: 'owner' } });
  });
});

describe('npm run admin -- reset-two-factor', () => {
  it('removes a staff member’s authenticator', async () => {
    const owner = await makeAccount(t, { role: 'owner' });
    expect((await admin('reset-two-factor', owner.email)).exitCode).toBe(0);
    expect(await services.twoFactor.status(owner.userId)).toMatchObject({ enrolled: false });
    expect((await admin('reset-two-factor', owner.email)).exitCode).toBe(1);
    expect((await admin('reset-two-factor', 'nobody@example.com')).exitCode).toBe(1);
  });
});
