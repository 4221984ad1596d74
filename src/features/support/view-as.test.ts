import { describe, expect, it } from 'vitest';
import { VIEW_AS_LIFETIME_MS } from '~/features/sessions/sessions.service';
import { PLAYER_PATHS } from '~/shared/player';
import { AUTH_PATHS, COOKIES, PATHS, PERSONAL_API } from '~/shared/spec';
import { STUDIO_API } from '~/shared/studio';
import { errorOf } from '../../../tests/commerce';
import { buildCourse } from '../../../tests/factories/courses';
import { clientFor, makeAccount, signedInStaff } from '../../../tests/staff';
import { createTestApp, type TestClient } from '../../../tests/test-app';

const t = await createTestApp();
const { db, clock, services } = t;
const course = await buildCourse(db, { title: 'Viewing as a member' });
const lesson = course.lessons.find((l) => l.role === 'lesson')!;

const viewAs = (userId: number) => `${STUDIO_API.members}/${userId}/view-as`;
const reason = { reason: 'Member says the page is empty' };
const timelineActions = async (userId: number) =>
  (await services.audit.timeline(userId)).entries.map((entry) => entry.action);
const whoAmI = async (c: TestClient) => {
  const response = await c.request({ method: 'GET', url: PATHS.currentUser });
  return response.statusCode === 200 ? response.json().data.attributes.email : response.statusCode;
};
const viewingSessions = (memberId: number) =>
  db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', memberId)
    .where('impersonator_session_id', 'is not', null)
    .execute();

/** A support member viewing the site as a fresh member. */
async function viewing() {
  const staff = await signedInStaff(t, 'support');
  const member = await makeAccount(t);
  const started = await staff.client.send('POST', viewAs(member.userId), reason);
  expect(started.statusCode, started.body).toBe(201);
  return { staff, member, started };
}

describe('starting to view the site as a member', () => {
  it('opens a 30-minute read-only session in a cookie of its own; the staff session stays', async () => {
    const { staff, member, started } = await viewing();
    const cookie = started.cookies.find((c) => c.name === COOKIES.viewAs);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 60 });
    expect(started.cookies.find((c) => c.name === COOKIES.session)).toBeUndefined();
    expect(new Date(started.json().ends_at).getTime()).toBe(clock.now().getTime() + VIEW_AS_LIFETIME_MS);
    expect(await whoAmI(staff.client)).toBe(member.email);
    // The member's own list of where they are signed in does not show the staff member.
    expect(await services.sessions.listForUser(member.userId)).toEqual([]);
  });

  it('needs members:read (an editor 403, a visitor 401) and the CSRF token (422)', async () => {
    const member = await makeAccount(t);
    const editor = await signedInStaff(t, 'editor');
    expect((await editor.client.send('POST', viewAs(member.userId), reason)).json()).toEqual(
      errorOf('no_permission'),
    );
    expect((await t.client().send('POST', viewAs(member.userId), reason)).statusCode).toBe(401);
    const support = await signedInStaff(t, 'support');
    const noToken = await support.client.request({
      method: 'POST',
      url: viewAs(member.userId),
      payload: reason,
    });
    expect(noToken.statusCode).toBe(422);
    expect(await viewingSessions(member.userId)).toEqual([]);
  });

  it('protects a staff account from who lacks any permission of its role', async () => {
    const support = await signedInStaff(t, 'support');
    const owner = await makeAccount(t, { role: 'owner' });
    expect((await support.client.send('POST', viewAs(owner.userId), reason)).json()).toEqual(
      errorOf('no_permission'),
    );
    expect(await viewingSessions(owner.userId)).toEqual([]);
  });
});

describe('while viewing', () => {
  it('refuses every change with 403 before CSRF, and changes nothing', async () => {
    const { staff, member } = await viewing();
    const refused = errorOf('viewing_as_member_read_only');
    const before = await services.accounts.findById(member.userId);
    const calls = [
      () => staff.client.send('PATCH', PERSONAL_API.bookmark(lesson.uuid), {}),
      () => staff.client.send('PATCH', `/jsonapi/v1/users/${member.userId}`, { name: 'Changed' }),
      () =>
        staff.client.send('PATCH', PLAYER_PATHS.progress(lesson.uuid), {
          position_seconds: 42,
          event: 'heartbeat',
        }),
      // Without a token too: the refusal comes before the CSRF check.
      () => staff.client.request({ method: 'POST', url: PATHS.emailCapture, payload: {} }),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual(refused);
    }
    expect(await db.selectFrom('bookmarks').select('id').execute()).toEqual([]);
    await services.progress.flush();
    expect(await db.selectFrom('playback_progress').select('profile_id').execute()).toEqual([]);
    expect((await services.accounts.findById(member.userId))?.name).toBe(before?.name);
  });

  it('leaves the studio answering as the staff member', async () => {
    const { staff } = await viewing();
    const me = await staff.client.request({ method: 'GET', url: STUDIO_API.me });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().user.email).toBe(staff.email);
  });

  it('takes the viewing token only in its own cookie, never as a session (the studio)', async () => {
    const { member, started } = await viewing();
    const token = started.cookies.find((c) => c.name === COOKIES.viewAs)!.value;
    const forged = await clientFor(t, null);
    forged.cookies.set(COOKIES.session, token);
    expect(await whoAmI(forged)).toBe(401);
    expect((await forged.request({ method: 'GET', url: STUDIO_API.me })).statusCode).toBe(401);
    expect(await viewingSessions(member.userId)).toHaveLength(1);
  });
});

describe('the end of a viewing', () => {
  it('stops on Stop viewing: audited, cookie cleared, back to the staff member', async () => {
    const { staff, member } = await viewing();
    const stopped = await staff.client.send('DELETE', STUDIO_API.viewAs);
    expect(stopped.statusCode, stopped.body).toBe(204);
    expect(staff.client.cookies.has(COOKIES.viewAs)).toBe(false);
    expect(await viewingSessions(member.userId)).toEqual([]);
    expect(await whoAmI(staff.client)).toBe(staff.email);
    expect(await timelineActions(member.userId)).toEqual(['member.view_as_stop', 'member.view_as_start']);
    const [stop] = (await services.audit.timeline(member.userId)).entries;
    expect(stop).toMatchObject({ actor: { userId: staff.userId, label: staff.email } });
    // Nothing left to stop: still 204, and nothing more in the log.
    expect((await staff.client.send('DELETE', STUDIO_API.viewAs)).statusCode).toBe(204);
    expect(await timelineActions(member.userId)).toHaveLength(2);
  });

  it('ends after 30 minutes', async () => {
    const { staff, member } = await viewing();
    clock.advance(VIEW_AS_LIFETIME_MS);
    expect(await whoAmI(staff.client)).toBe(staff.email);
    expect(staff.client.cookies.has(COOKIES.viewAs)).toBe(false);
    expect(await viewingSessions(member.userId)).toEqual([]);
  });

  it('ends with the staff session (signing out, even from a page viewing as the member)', async () => {
    const { staff, member } = await viewing();
    const out = await staff.client.send('POST', AUTH_PATHS.logout, {});
    expect(out.statusCode, out.body).toBe(204);
    expect(await viewingSessions(member.userId)).toEqual([]);
    expect(staff.client.cookies.has(COOKIES.viewAs)).toBe(false);
  });

  it('ends when the staff member is taken off the staff or given another role', async () => {
    const owner = await signedInStaff(t, 'owner');
    for (const change of [
      { method: 'DELETE' as const, body: undefined },
      { method: 'PATCH' as const, body: { role: 'editor' } },
    ]) {
      const { staff, member } = await viewing();
      const changed = await owner.client.send(
        change.method,
        `${STUDIO_API.staff}/${staff.userId}`,
        change.body,
      );
      expect(changed.statusCode, changed.body).toBe(204);
      expect(await viewingSessions(member.userId)).toEqual([]);
      expect(await whoAmI(staff.client)).toBe(staff.email);
      expect(await timelineActions(member.userId)).toEqual(['member.view_as_stop', 'member.view_as_start']);
    }
  });

  it('ends the one open before when another starts, each in its member’s timeline', async () => {
    const { staff, member } = await viewing();
    const next = await makeAccount(t);
    expect((await staff.client.send('POST', viewAs(next.userId), reason)).statusCode).toBe(201);
    expect(await whoAmI(staff.client)).toBe(next.email);
    expect(await timelineActions(member.userId)).toEqual(['member.view_as_stop', 'member.view_as_start']);
    expect(await timelineActions(next.userId)).toEqual(['member.view_as_start']);
  });
});
