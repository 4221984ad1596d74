import { describe, expect, it } from 'vitest';
import { COOKIES } from '~/shared/spec';
import { DEFAULT_ROLES, STUDIO_API, STUDIO_PATHS } from '~/shared/studio';
import { clientFor, makeAccount, STAFF_PASSWORD, signedInStaff } from '../../../tests/staff';
import { createTestApp, TestClient } from '../../../tests/test-app';
import { INVITATION_TTL_MS } from './staff.service';

const t = await createTestApp();
const { app, db, clock, services } = t;
// A database of its own for the last-owner rule: the other tests' owners would count there.
const solo = await createTestApp();

let n = 0;
const newEmail = (what = 'invitee') => `${what}-${++n}@example.com`;

/** The token of the newest invitation emailed to an address (the outbox keeps every message). */
async function invitationToken(email: string): Promise<string> {
  const [message] = await services.mailer.recent({ to: email, limit: 1 });
  const match = /\/studio\/invitations\/([A-Za-z0-9_-]+)/.exec(message?.text_body ?? '');
  if (!match) throw new Error(`no invitation mailed to ${email}`);
  return match[1]!;
}

const acceptUrl = (token: string) => `${STUDIO_API.invitationLinks}/${token}/acceptance`;
const staffRow = (userId: number) =>
  db
    .selectFrom('staff_members')
    .innerJoin('staff_roles', 'staff_roles.id', 'staff_members.role_id')
    .select(['staff_roles.key', 'staff_members.instructor_id'])
    .where('user_id', '=', userId)
    .executeTakeFirst();

describe('default roles', () => {
  it('are written into the tables with exactly the permissions of shared/studio.ts', async () => {
    const roles = await services.staff.overview().then((o) => o.roles);
    for (const [key, role] of Object.entries(DEFAULT_ROLES)) {
      const stored = roles.find((r) => r.key === key);
      expect(stored?.permissions.sort()).toEqual([...role.permissions].sort());
      expect(stored?.isDefault).toBe(true);
    }
    expect(roles.find((r) => r.key === 'instructor')?.instructorScoped).toBe(true);
    expect(roles.find((r) => r.key === 'editor')?.permissions).not.toContain('financials:read');
  });
});

describe('invitations from the studio', () => {
  it('emails a one-time link; a new account sets its password, is signed in and sent to enrol', async () => {
    const owner = await signedInStaff(t, 'owner');
    const email = newEmail();
    const invited = await owner.client.send('POST', STUDIO_API.invitations, { email, role: 'editor' });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().invitation).toMatchObject({ email, role: 'editor', invited_by: owner.email });
    const token = await invitationToken(email);
    // Only a hash of the token is stored.
    const stored = await db
      .selectFrom('account_tokens')
      .select('token_hash')
      .where('email', '=', email)
      .execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(token);

    const visitor = new TestClient(app);
    const view = await visitor.request({ method: 'GET', url: `${STUDIO_API.invitationLinks}/${token}` });
    expect(view.json()).toMatchObject({
      email,
      role: { key: 'editor', name: 'Editor' },
      proof: 'new_account',
    });
    const short = await visitor.send('POST', acceptUrl(token), {
      password: 'ab',
      password_confirmation: 'ab',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors[0].field).toBe('password');
    const accepted = await visitor.send('POST', acceptUrl(token), {
      password: STAFF_PASSWORD,
      password_confirmation: STAFF_PASSWORD,
      name: 'Nia New',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().redirect_to).toBe(STUDIO_PATHS.enrol);
    expect(visitor.cookies.get(COOKIES.session)).toBeDefined();
    const me = await visitor.request({ method: 'GET', url: STUDIO_API.me });
    expect(me.json()).toMatchObject({
      user: { email, name: 'Nia New' },
      role: { key: 'editor' },
      stage: 'needs_enrolment',
    });
    const user = await services.accounts.findByEmail(email);
    expect(user?.email_confirmed_at).toBeInstanceOf(Date);

    // Once only.
    const again = await new TestClient(app).send('POST', acceptUrl(token), {
      password: STAFF_PASSWORD,
      password_confirmation: STAFF_PASSWORD,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().errors[0].code).toBe('invitation_invalid');
  });

  it('lets an existing account accept with its password, or signed in as itself', async () => {
    const owner = await signedInStaff(t, 'owner');
    const member = await makeAccount(t);
    await owner.client.send('POST', STUDIO_API.invitations, { email: member.email, role: 'support' });
    const token = await invitationToken(member.email);
    const visitor = new TestClient(app);
    expect(
      (await visitor.request({ method: 'GET', url: `${STUDIO_API.invitationLinks}/${token}` })).json().proof,
    ).toBe('password');
    const wrong = await visitor.send('POST', acceptUrl(token), { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    // A wrong password does not use the link up.
    expect((await visitor.send('POST', acceptUrl(token), { password: STAFF_PASSWORD })).statusCode).toBe(200);
    expect((await staffRow(member.userId))?.key).toBe('support');

    const other = await makeAccount(t);
    await owner.client.send('POST', STUDIO_API.invitations, { email: other.email, role: 'evaluator' });
    const otherToken = await invitationToken(other.email);
    const signedIn = await clientFor(t, other.userId, { secondFactor: false });
    const view = await signedIn.request({
      method: 'GET',
      url: `${STUDIO_API.invitationLinks}/${otherToken}`,
    });
    expect(view.json().proof).toBe('signed_in');
    const sessionBefore = signedIn.cookies.get(COOKIES.session);
    expect((await signedIn.send('POST', acceptUrl(otherToken), {})).statusCode).toBe(200);
    expect(signedIn.cookies.get(COOKIES.session)).toBe(sessionBefore);
    expect((await staffRow(other.userId))?.key).toBe('evaluator');
  });

  it('expires, is replaced by a newer one, can be withdrawn, and refuses people already on the staff', async () => {
    const owner = await signedInStaff(t, 'owner');
    const email = newEmail();
    await owner.client.send('POST', STUDIO_API.invitations, { email, role: 'editor' });
    const first = await invitationToken(email);
    const second = await owner.client.send('POST', STUDIO_API.invitations, { email, role: 'support' });
    const replaced = await new TestClient(app).request({
      method: 'GET',
      url: `${STUDIO_API.invitationLinks}/${first}`,
    });
    expect(replaced.statusCode).toBe(404);

    const token = await invitationToken(email);
    const id = second.json().invitation.id;
    expect((await owner.client.send('DELETE', `${STUDIO_API.invitations}/${id}`)).statusCode).toBe(204);
    expect(
      (await new TestClient(app).request({ method: 'GET', url: `${STUDIO_API.invitationLinks}/${token}` }))
        .statusCode,
    ).toBe(404);
    expect((await owner.client.send('DELETE', `${STUDIO_API.invitations}/${id}`)).statusCode).toBe(404);

    const later = newEmail();
    await owner.client.send('POST', STUDIO_API.invitations, { email: later, role: 'editor' });
    const laterToken = await invitationToken(later);
    clock.advance(INVITATION_TTL_MS + 1000);
    expect(
      (
        await new TestClient(app).request({
          method: 'GET',
          url: `${STUDIO_API.invitationLinks}/${laterToken}`,
        })
      ).statusCode,
    ).toBe(404);

    const fresh = await signedInStaff(t, 'owner');
    const already = await fresh.client.send('POST', STUDIO_API.invitations, {
      email: owner.email,
      role: 'editor',
    });
    expect(already.statusCode).toBe(409);
    expect(already.json().errors[0].code).toBe('staff_already_member');
  });

  it('checks the address, the role and an instructor record for a scoped role', async () => {
    const owner = await signedInStaff(t, 'owner');
    const bad = await owner.client.send('POST', STUDIO_API.invitations, { email: 'nope', role: 'editor' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].field).toBe('email');
    const unknown = await owner.client.send('POST', STUDIO_API.invitations, {
      email: newEmail(),
      role: 'wizard',
    });
    expect(unknown.json().errors[0]).toMatchObject({ code: 'staff_role_unknown', field: 'role' });
    const scoped = await owner.client.send('POST', STUDIO_API.invitations, {
      email: newEmail(),
      role: 'instructor',
    });
    expect(scoped.json().errors[0]).toMatchObject({
      code: 'staff_instructor_required',
      field: 'instructor_id',
    });
    const instructor = await db
      .insertInto('instructors')
      .values({ slug: `teacher-${++n}`, name: 'Tess Teacher', headline: 'Teacher', bio: 'Teaches.', hue: 10 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const email = newEmail();
    const ok = await owner.client.send('POST', STUDIO_API.invitations, {
      email,
      role: 'instructor',
      instructor_id: instructor.id,
    });
    expect(ok.statusCode).toBe(201);
    const visitor = new TestClient(app);
    await visitor.send('POST', acceptUrl(await invitationToken(email)), {
      password: STAFF_PASSWORD,
      password_confirmation: STAFF_PASSWORD,
    });
    const user = await services.accounts.findByEmail(email);
    expect(await staffRow(user!.id)).toEqual({ key: 'instructor', instructor_id: instructor.id });
  });
});

describe('roles: who may give which, and the last owner', () => {
  it('lets an administrator manage staff but never make or touch an owner', async () => {
    const admin = await signedInStaff(t, 'admin');
    const target = await makeAccount(t, { role: 'editor' });
    const owner = await makeAccount(t, { role: 'owner' });
    const url = `${STUDIO_API.staff}/${target.userId}`;
    expect((await admin.client.send('PATCH', url, { role: 'support' })).statusCode).toBe(204);
    const promote = await admin.client.send('PATCH', url, { role: 'owner' });
    expect(promote.statusCode).toBe(403);
    expect(promote.json().errors[0].code).toBe('staff_role_not_grantable');
    expect((await admin.client.send('DELETE', `${STUDIO_API.staff}/${owner.userId}`)).statusCode).toBe(403);
    expect(
      (await admin.client.send('POST', STUDIO_API.invitations, { email: newEmail(), role: 'owner' }))
        .statusCode,
    ).toBe(403);
    expect((await staffRow(owner.userId))?.key).toBe('owner');
  });

  it('keeps the last owner: neither demoted nor removed, by themselves or anyone', async () => {
    const only = await signedInStaff(solo, 'owner');
    const url = `${STUDIO_API.staff}/${only.userId}`;
    const demote = await only.client.send('PATCH', url, { role: 'editor' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().errors[0].code).toBe('staff_last_owner');
    expect((await only.client.send('DELETE', url)).statusCode).toBe(409);
    const second = await makeAccount(solo, { role: 'owner' });
    expect((await only.client.send('DELETE', `${STUDIO_API.staff}/${second.userId}`)).statusCode).toBe(204);
    expect((await only.client.send('PATCH', url, { role: 'editor' })).statusCode).toBe(409);
  });

  it('removes someone from the staff: their account stays, their authenticator goes', async () => {
    const owner = await signedInStaff(t, 'owner');
    const editor = await signedInStaff(t, 'editor');
    expect((await owner.client.send('DELETE', `${STUDIO_API.staff}/${editor.userId}`)).statusCode).toBe(204);
    expect(await staffRow(editor.userId)).toBeUndefined();
    expect(await services.accounts.findById(editor.userId)).toBeDefined();
    expect(
      await db
        .selectFrom('staff_two_factor')
        .select('user_id')
        .where('user_id', '=', editor.userId)
        .execute(),
    ).toEqual([]);
    const now = await editor.client.request({ method: 'GET', url: STUDIO_API.me });
    expect(now.statusCode).toBe(403);
    expect(now.json().errors[0].code).toBe('not_staff');
  });

  it('resets a staff member’s authenticator: they must set up a new one', async () => {
    const owner = await signedInStaff(t, 'owner');
    const editor = await signedInStaff(t, 'editor');
    expect(
      (await owner.client.send('DELETE', `${STUDIO_API.staff}/${editor.userId}/two-factor`)).statusCode,
    ).toBe(204);
    expect((await editor.client.request({ method: 'GET', url: STUDIO_API.me })).json().stage).toBe(
      'needs_enrolment',
    );
    expect(
      (await owner.client.send('DELETE', `${STUDIO_API.staff}/${editor.userId}/two-factor`)).statusCode,
    ).toBe(409);
  });

  it('lists the staff with roles, second factor and pending invitations', async () => {
    const owner = await signedInStaff(t, 'owner');
    const email = newEmail();
    await owner.client.send('POST', STUDIO_API.invitations, { email, role: 'evaluator' });
    const overview = (await owner.client.request({ method: 'GET', url: STUDIO_API.staff })).json();
    expect(overview.staff).toContainEqual(
      expect.objectContaining({ id: owner.userId, email: owner.email, role: 'owner', two_factor: true }),
    );
    expect(overview.invitations).toContainEqual(expect.objectContaining({ email, role: 'evaluator' }));
    expect(overview.roles.map((r: { key: string }) => r.key)).toEqual(Object.keys(DEFAULT_ROLES));
  });
});
