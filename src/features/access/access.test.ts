import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { addMonths } from '~/server/core/dates';
import { DEMO_PASSWORD, seedDemoAccounts } from '~/server/seed/demo-accounts';
import { seedDemoData } from '~/server/seed/seed';
import { PATHS } from '~/shared/spec';
import { createTestApp } from '../../../tests/test-app';
import { LITE_CLASS_COUNT } from './access.service';

const { services, db, clock, client } = await createTestApp();
const start = clock.now();
await seedDemoData(db, { now: start });
await seedDemoAccounts(services, start);
const { access } = services;

const DAY = 24 * 60 * 60 * 1000;
const later = (days: number) => new Date(clock.now().getTime() + days * DAY);
let counter = 0;
async function newUser(): Promise<number> {
  const user = await services.accounts.createUser({
    email: `access-${++counter}@example.com`,
    passwordHash: null,
  });
  return user.id;
}
const courses = await db.selectFrom('courses').select(['id', 'uuid', 'slug']).orderBy('id').execute();
const [courseA, courseB] = courses as [(typeof courses)[number], (typeof courses)[number]];
const eventCount = async () =>
  Number(
    (
      await db
        .selectFrom('grant_events')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('grants', () => {
  it('give access only within their window', async () => {
    const userId = await newUser();
    await access.grant({ userId, scope: 'all', source: 'admin', startsAt: later(1), endsAt: later(10) });
    const watch = (at: Date) => access.canWatch({ userId }, { courseId: courseA.id }, at);
    expect(await watch(clock.now())).toBe(false);
    expect(await watch(later(1))).toBe(true);
    expect(await watch(later(9.9))).toBe(true);
    expect(await watch(later(10))).toBe(false);
    expect(await access.canWatch({ userId: await newUser() }, { courseId: courseA.id }, later(2))).toBe(
      false,
    );
  });

  it('let anyone watch trailers and sample lessons', async () => {
    expect(await access.canWatch({ userId: null }, { courseId: courseA.id, isFreePreview: true })).toBe(true);
    expect(await access.canWatch({ userId: null }, { courseId: courseA.id })).toBe(false);
  });

  it('stop on revocation and keep their history, and can be restored', async () => {
    const userId = await newUser();
    const grant = await access.grant({
      userId,
      scope: 'all',
      source: 'gift',
      sourceRef: 'GIFT-1',
      endsAt: later(30),
    });
    const before = clock.now();
    clock.advance(DAY);
    await access.revoke(grant.id, 'refunded', 'admin:1');
    expect(await access.canWatch({ userId }, { courseId: courseA.id })).toBe(false);
    // The past is still answered truthfully.
    expect(await access.canWatch({ userId }, { courseId: courseA.id }, before)).toBe(true);
    await expect(access.revoke(grant.id, 'again')).rejects.toMatchObject({ code: 'conflict' });
    expect((await access.history(grant.id)).map((e) => [e.kind, e.reason, e.actor])).toEqual([
      ['granted', null, null],
      ['revoked', 'refunded', 'admin:1'],
    ]);
    expect((await access.membership(userId)).activeAnnualPass).toBe(false);

    await access.restore(grant.id, 'refund reversed');
    expect(await access.canWatch({ userId }, { courseId: courseA.id })).toBe(true);
    expect((await access.history(grant.id)).map((e) => e.kind)).toEqual(['granted', 'revoked', 'restored']);
  });

  it('are extended and shortened with each change recorded', async () => {
    const userId = await newUser();
    const grant = await access.grant({ userId, scope: 'all', source: 'trial', endsAt: later(7) });
    await access.extend(grant.id, later(365), 'converted to annual');
    expect(await access.canWatch({ userId }, { courseId: courseA.id }, later(100))).toBe(true);
    await access.extend(grant.id, later(50), 'partial refund');
    expect(await access.canWatch({ userId }, { courseId: courseA.id }, later(100))).toBe(false);
    const events = await access.history(grant.id);
    expect(events.map((e) => [e.kind, e.ends_at.getTime()])).toEqual([
      ['granted', later(7).getTime()],
      ['extended', later(365).getTime()],
      ['shortened', later(50).getTime()],
    ]);
    expect(events[0]!.occurred_at).toBeInstanceOf(Date);
    await expect(access.extend(grant.id, later(-1), null)).rejects.toMatchObject({ code: 'invalid_field' });
  });

  it('refuse a grant without exactly one holder, a scope without its reference, or an empty window', async () => {
    const userId = await newUser();
    const bad = [
      { scope: 'all', source: 'admin', endsAt: later(1) },
      { userId, organizationId: 1, scope: 'all', source: 'admin', endsAt: later(1) },
      { userId, scope: 'class', source: 'coupon', endsAt: later(1) },
      { userId, scope: 'all', scopeRefId: courseA.id, source: 'admin', endsAt: later(1) },
      { userId, scope: 'all', source: 'admin', endsAt: later(-1) },
    ] as const;
    for (const input of bad)
      await expect(access.grant(input as Parameters<typeof access.grant>[0])).rejects.toMatchObject({
        code: 'invalid_field',
      });
  });
});

describe('scopes', () => {
  it('Lite covers only the Lite classes', async () => {
    const lite = await access.liteCourseIds();
    expect(lite).toHaveLength(Math.min(LITE_CLASS_COUNT, courses.length));
    expect(await access.seedLiteScope()).toEqual(lite); // deterministic and kept
    const userId = await newUser();
    await access.grant({
      userId,
      scope: 'lite',
      source: 'partner',
      sourceRef: 'partner-42',
      endsAt: later(30),
    });
    expect(await access.canWatch({ userId }, { courseId: lite[0]! })).toBe(true);
    // The demo has more titles than 45: classes first, so a documentary is left out.
    const outside = courses.find((c) => !lite.includes(c.id));
    expect(courses.length).toBeGreaterThan(LITE_CLASS_COUNT);
    expect(await access.canWatch({ userId }, { courseId: outside!.id })).toBe(false);
    // A curated list replaces the demo one.
    await access.setLiteCourses(lite.slice(1));
    expect(await access.canWatch({ userId }, { courseId: lite[0]! })).toBe(false);
    await access.setLiteCourses(lite);
    const membership = await access.membership(userId);
    expect(membership).toMatchObject({
      membership: 'FREE',
      activeAnnualPass: false,
      subscribedState: 'logged_in_no_subscription',
      scopes: ['lite'],
    });
  });

  it('a class grant covers that class only (single class state)', async () => {
    const userId = await newUser();
    await access.grant({
      userId,
      scope: 'class',
      scopeRefId: courseA.id,
      source: 'coupon',
      endsAt: later(30),
    });
    expect(await access.canWatch({ userId }, { courseId: courseA.id })).toBe(true);
    expect(await access.canWatch({ userId }, { courseId: courseB.id })).toBe(false);
    expect(await access.membership(userId)).toMatchObject({
      membership: 'FREE',
      activeAnnualPass: false,
      subscription: null,
      subscribedState: 'logged_in_with_single_class',
      enrolledCourses: [courseA.uuid],
    });
  });

  it('a program grant covers the classes of that program', async () => {
    const items = await db
      .selectFrom('collection_items')
      .innerJoin('collections', 'collections.id', 'collection_items.collection_id')
      .select(['collections.id as program_id', 'collection_items.course_id'])
      .where('collections.kind', '=', 'program')
      .where('collection_items.course_id', 'is not', null)
      .execute();
    const programId = items[0]!.program_id;
    const inProgram = items.filter((i) => i.program_id === programId).map((i) => i.course_id!);
    const outside = courses.find((c) => !inProgram.includes(c.id))!;
    const userId = await newUser();
    await access.grant({
      userId,
      scope: 'program',
      scopeRefId: programId,
      source: 'admin',
      endsAt: later(30),
    });
    expect(await access.canWatch({ userId }, { courseId: inProgram[0]! })).toBe(true);
    expect(await access.canWatch({ userId }, { courseId: outside.id })).toBe(false);
  });

  it('an organization grant (seats) applies to the members of the organization', async () => {
    const org = await db
      .selectFrom('organizations')
      .select('id')
      .where('slug', '=', 'northwind')
      .executeTakeFirstOrThrow();
    const member = await newUser();
    await db.updateTable('users').set({ organization_id: org.id }).where('id', '=', member).execute();
    const outsider = await newUser();
    await access.grant({
      organizationId: org.id,
      scope: 'all',
      source: 'subscription',
      sourceRef: '77',
      endsAt: later(365),
    });
    expect(
      await access.canWatch({ userId: outsider, organizationIds: [org.id] }, { courseId: courseA.id }),
    ).toBe(true);
    expect(await access.canWatch({ userId: outsider }, { courseId: courseA.id })).toBe(false);
    expect(await access.membership(member)).toMatchObject({
      membership: 'ANNUAL_PASS',
      activeAnnualPass: true,
      subscription: { id: 77, originatorType: 'enterprise' },
      subscribedState: 'logged_in_with_aap',
    });
    expect((await access.membership(outsider)).activeAnnualPass).toBe(false);
  });
});

describe('the current user', () => {
  async function currentAs(email: string) {
    const c = client();
    const login = await c.send('POST', '/auth/identity/callback', {
      auth_key: email,
      password: DEMO_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    const response = await c.request({ method: 'GET', url: PATHS.currentUser });
    expect(response.statusCode).toBe(200);
    return response.json().data.attributes;
  }

  it('shows the demo member an annual pass and the visitor none', async () => {
    expect(await currentAs('member@atelier.test')).toMatchObject({
      active_annual_pass: true,
      subscription: { id: expect.any(Number), originator_type: 'consumer' },
      subscribed_state: 'logged_in_with_aap',
      enrolled_courses: [],
    });
    expect(await currentAs('visitor@atelier.test')).toMatchObject({
      active_annual_pass: false,
      subscription: null,
      subscribed_state: 'logged_in_no_subscription',
      enrolled_courses: [],
    });
  });

  it("exposes a subscription grant's reference as the subscription", async () => {
    const visitor = await services.accounts.findByEmail('visitor@atelier.test');
    const grant = await access.grant({
      userId: visitor!.id,
      scope: 'all',
      source: 'subscription',
      sourceRef: '42',
      endsAt: later(365),
    });
    expect(await currentAs('visitor@atelier.test')).toMatchObject({
      active_annual_pass: true,
      subscription: { id: 42, originator_type: 'consumer' },
      subscribed_state: 'logged_in_with_aap',
    });
    await access.revoke(grant.id, 'test over');
  });

  it("gives the demo member a year through their subscription's grant", async () => {
    const member = await services.accounts.findByEmail('member@atelier.test');
    const [grant] = await access.grantsOfUser(member!.id);
    const subscription = await services.subscriptions.current(member!.id);
    expect(grant).toMatchObject({
      scope: 'all',
      source: 'subscription',
      source_ref: String(subscription!.id),
      revoked_at: null,
    });
    expect(grant!.starts_at).toEqual(start);
    expect(grant!.ends_at).toEqual(addMonths(start, 12));
  });
});

describe('history', () => {
  it('is append-only: events are never updated or deleted, and every change adds one', async () => {
    const userId = await newUser();
    const before = await eventCount();
    const grant = await access.grant({ userId, scope: 'all', source: 'admin', endsAt: later(10) });
    await access.extend(grant.id, later(20), 'goodwill');
    await access.revoke(grant.id, 'abuse');
    await access.restore(grant.id, 'appeal');
    expect(await eventCount()).toBe(before + 4);
    await expect(
      db.updateTable('grant_events').set({ reason: 'rewritten' }).where('grant_id', '=', grant.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('grant_events').where('grant_id', '=', grant.id).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from grant_events`.execute(db)).rejects.toThrow(/append-only/);
    expect(await eventCount()).toBe(before + 4);
  });
});
