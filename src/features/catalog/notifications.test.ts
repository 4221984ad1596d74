import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '~/shared/error-catalogue';
import { COOKIES, PATHS, VALIDATION_TEXTS } from '~/shared/spec';
import { buildCamp, buildCourse } from '../../../tests/factories/courses';
import { createTestApp } from '../../../tests/test-app';
import { NOTIFY_LIMIT } from './notifications.service';

const { client, db, services, clock } = await createTestApp();

const DAY_MS = 24 * 60 * 60 * 1000;
const now = clock.now().getTime();
const series = await buildCourse(db, {
  kind: 'series',
  launchState: 'during_launch',
  lessons: [
    { title: 'Out already', releasedAt: new Date(now - DAY_MS) },
    { title: 'Next week', releasedAt: new Date(now + 7 * DAY_MS) },
  ],
});
const [released, comingSoon] = series.lessons;
const klass = await buildCourse(db, { lessons: [{ title: 'A lesson', releasedAt: new Date(now + DAY_MS) }] });
const soonCamp = await buildCamp(db, { status: 'coming_soon' });
const openCamp = await buildCamp(db, { status: 'open' });

const episode = (email?: string) => ({ kind: 'episode', target_uuid: comingSoon!.uuid, email });

async function rows() {
  return db.selectFrom('content_notifications').selectAll().orderBy('id').execute();
}

describe('POST /api/v3/content/notifications', () => {
  it('records a coming-soon episode request with 201, lower-cased', async () => {
    const response = await client().send('POST', PATHS.contentNotifications, episode(' Grace@Example.com '));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      kind: 'episode',
      target_uuid: comingSoon!.uuid,
      email: 'grace@example.com',
      created: true,
    });
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      kind: 'episode',
      email: 'grace@example.com',
      user_id: null,
      notified_at: null,
    });
    expect(Number(stored[0]?.target_id)).toBe(comingSoon!.id);
    expect(stored[0]?.created_at).toBeInstanceOf(Date);
  });

  it('dedupes: asking again answers 201 and keeps one entry', async () => {
    const again = await client().send('POST', PATHS.contentNotifications, episode('GRACE@example.com'));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ email: 'grace@example.com', created: false });
    const both = await Promise.all([
      client().send('POST', PATHS.contentNotifications, episode('twice@example.com')),
      client().send('POST', PATHS.contentNotifications, episode('twice@example.com')),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    expect((await rows()).filter((r) => r.email === 'twice@example.com')).toHaveLength(1);
  });

  it('joins a coming-soon session waitlist', async () => {
    const response = await client().send('POST', PATHS.contentNotifications, {
      kind: 'camp_waitlist',
      target_uuid: soonCamp.uuid,
      email: 'grace@example.com',
    });
    expect(response.statusCode).toBe(201);
    const stored = (await rows()).filter((r) => r.kind === 'camp_waitlist');
    expect(stored.map((r) => [Number(r.target_id), r.email])).toEqual([[soonCamp.id, 'grace@example.com']]);
  });

  it('uses the account of a signed-in visitor, and its email when none is sent', async () => {
    const user = await services.accounts.register(
      { email: 'ada@example.com', password: 'pass-word' },
      { country: 'GB' },
    );
    const session = await services.sessions.start(user.id);
    const c = client();
    c.cookies.set(COOKIES.session, session.token);
    const response = await c.send('POST', PATHS.contentNotifications, episode());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email: 'ada@example.com', created: true });
    const stored = (await rows()).find((r) => r.email === 'ada@example.com');
    expect(Number(stored?.user_id)).toBe(user.id);
  });

  it('answers 400 with the spec texts for a missing or invalid email', async () => {
    const missing = await client().send('POST', PATHS.contentNotifications, episode());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({
      field: 'email',
      message: VALIDATION_TEXTS.emailRequired,
    });
    const invalid = await client().send('POST', PATHS.contentNotifications, episode('not-an-email'));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0]).toMatchObject({
      field: 'email',
      message: VALIDATION_TEXTS.emailInvalid,
    });
  });

  it('answers 400 for an unknown kind or a malformed target', async () => {
    const kind = await client().send('POST', PATHS.contentNotifications, {
      kind: 'newsletter',
      target_uuid: comingSoon!.uuid,
      email: 'a@b.co',
    });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().errors[0]).toMatchObject({ code: 'invalid_body', field: 'kind' });
    const target = await client().send('POST', PATHS.contentNotifications, {
      kind: 'episode',
      target_uuid: '../1',
      email: 'a@b.co',
    });
    expect(target.statusCode).toBe(400);
    expect(target.json().errors[0]).toMatchObject({ code: 'invalid_body', field: 'target_uuid' });
  });

  it('answers 422 without the CSRF token, writing nothing', async () => {
    const before = (await rows()).length;
    const response = await client().request({
      method: 'POST',
      url: PATHS.contentNotifications,
      payload: episode('csrf@example.com'),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].code).toBe('invalid_csrf_token');
    expect(await rows()).toHaveLength(before);
  });

  it('answers 404 for an unknown target or one of the wrong kind', async () => {
    for (const body of [
      { kind: 'episode', target_uuid: randomUUID() },
      { kind: 'camp_waitlist', target_uuid: randomUUID() },
      // A lesson of a class is not an episode; a camp uuid is not an episode either.
      { kind: 'episode', target_uuid: klass.lessons[0]!.uuid },
      { kind: 'episode', target_uuid: soonCamp.uuid },
    ]) {
      const response = await client().send('POST', PATHS.contentNotifications, { ...body, email: 'a@b.co' });
      expect(response.statusCode, JSON.stringify(body)).toBe(404);
      expect(response.json().errors[0]).toMatchObject({
        code: 'content_not_found',
        message: ERRORS.content_not_found.message,
      });
    }
  });

  it('answers 422 for what is already out or open', async () => {
    for (const body of [
      { kind: 'episode', target_uuid: released!.uuid },
      { kind: 'camp_waitlist', target_uuid: openCamp.uuid },
    ]) {
      const response = await client().send('POST', PATHS.contentNotifications, { ...body, email: 'a@b.co' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0].code).toBe('content_already_available');
    }
  });

  it('limits sign-ups per client address and hour', async () => {
    await services.limiter.reset('content-notify:127.0.0.1');
    const c = client();
    for (let i = 0; i < NOTIFY_LIMIT.perIp; i++) {
      const ok = await c.send('POST', PATHS.contentNotifications, episode(`n${i}@example.com`));
      expect(ok.statusCode).toBe(201);
    }
    const refused = await c.send('POST', PATHS.contentNotifications, episode('one-too-many@example.com'));
    expect(refused.statusCode).toBe(429);
    clock.advance(NOTIFY_LIMIT.windowMs + 1);
    const later = await c.send('POST', PATHS.contentNotifications, episode('one-too-many@example.com'));
    expect(later.statusCode).toBe(201);
  });
});

describe('OpenAPI', () => {
  it('documents the call with its body and answers', async () => {
    const doc = (await client().request({ method: 'GET', url: '/api/openapi.json' })).json();
    const post = doc.paths[PATHS.contentNotifications].post;
    expect(post.requestBody).toBeDefined();
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['201', '400', '404', '422', '429']));
  });
});
