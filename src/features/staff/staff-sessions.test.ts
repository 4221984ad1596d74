import { describe, expect, it } from 'vitest';
import { COOKIES } from '~/shared/spec';
import { STUDIO_API } from '~/shared/studio';
import { clientFor, makeAccount, STAFF_PASSWORD, signedInStaff } from '../../../tests/staff';
import { createTestApp, TestClient } from '../../../tests/test-app';

const t = await createTestApp();
const { app, db, services } = t;

type Listed = {
  id: number;
  device: string;
  ip_address: string | null;
  current: boolean;
  second_factor: boolean;
};
const list = async (client: TestClient) =>
  (await client.request({ method: 'GET', url: STUDIO_API.sessions })).json<{ sessions: Listed[] }>().sessions;

describe('my sessions', () => {
  it('keeps the browser and address of a sign-in and lists them, the current one marked', async () => {
    const { email, userId } = await makeAccount(t, { role: 'support' });
    const phone = new TestClient(app);
    const login = await phone.request({
      method: 'POST',
      url: '/auth/identity/callback',
      headers: {
        'x-csrf-token': await phone.csrfToken(),
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      },
      payload: { auth_key: email, password: STAFF_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const desk = await clientFor(t, userId);
    const sessions = await list(desk);
    expect(sessions).toHaveLength(2);
    expect(sessions).toContainEqual(
      expect.objectContaining({
        device: 'Safari on iPhone',
        ip_address: '127.0.0.1',
        current: false,
        second_factor: false,
      }),
    );
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
  });

  it('ends another session, not the current one, not someone else’s', async () => {
    const { userId, client } = await signedInStaff(t, 'editor');
    const other = await clientFor(t, userId);
    const otherId = (await list(other)).find((s) => s.current)!.id;
    const currentId = (await list(client)).find((s) => s.current)!.id;
    const stranger = await signedInStaff(t, 'editor');
    expect((await stranger.client.send('DELETE', `${STUDIO_API.sessions}/${otherId}`)).statusCode).toBe(404);
    expect((await client.send('DELETE', `${STUDIO_API.sessions}/${currentId}`)).statusCode).toBe(409);
    expect((await client.send('DELETE', `${STUDIO_API.sessions}/${otherId}`)).statusCode).toBe(204);
    expect(await services.sessions.resolve(other.cookies.get(COOKIES.session))).toBeNull();
    const [entry] = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'security.session_end')
      .where('actor_user_id', '=', userId)
      .execute();
    expect(entry?.before_json).toEqual({ session: otherId });
  });

  it('ends all the others at once', async () => {
    const { userId, client } = await signedInStaff(t, 'editor');
    await clientFor(t, userId);
    await clientFor(t, userId);
    const ended = await client.send('POST', STUDIO_API.endOtherSessions);
    expect(ended.json()).toEqual({ ended: 2 });
    expect(await list(client)).toEqual([expect.objectContaining({ current: true })]);
  });
});
