import { describe, expect, it } from 'vitest';
import { seedDemoOffers } from '~/server/seed/demo-offers';
import { STUDIO_API } from '~/shared/studio';
import { addToCart, buyer, errorOf, placeOrder } from '../../../tests/commerce';
import { makeAccount, signedInStaff } from '../../../tests/staff';
import { createTestApp } from '../../../tests/test-app';

const t = await createTestApp();
const { db, clock, services, client } = t;
await seedDemoOffers(db, { now: clock.now() });

const support = await signedInStaff(t, 'support');
const member = (userId: number) => `${STUDIO_API.members}/${userId}`;
const timelineActions = async (userId: number) =>
  (await services.audit.timeline(userId)).entries.map((entry) => entry.action);

/** A member who bought the monthly-shown Individual membership (a paid order, a subscription). */
async function paidMember() {
  const b = await buyer(client);
  await addToCart(b.c, 'monthly-individual');
  const placed = await placeOrder(b.c, { key: `support-${b.userId}-order` });
  expect(placed.statusCode, placed.body).toBe(201);
  return { ...b, orderId: placed.json<{ order: { id: string } }>().order.id };
}

describe('finding members', () => {
  it('finds by the start of an email or a name, any case, newest first, by keyset', async () => {
    const names = ['Zelda Quill', 'Zeno Quarry', 'Zora Quaint'];
    const made = [];
    for (const name of names)
      made.push(
        await services.accounts.register(
          { email: `${name.split(' ')[0]}@find.test`, password: 'secret1', name },
          { country: 'US' },
        ),
      );
    const byName = await support.client.request({ method: 'GET', url: `${STUDIO_API.members}?q=ZE` });
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json().members.map((m: { name: string }) => m.name)).toEqual([
      'Zeno Quarry',
      'Zelda Quill',
    ]);
    const byEmail = await support.client.request({ method: 'GET', url: `${STUDIO_API.members}?q=zora@FIND` });
    expect(byEmail.json().members).toEqual([
      expect.objectContaining({ id: made[2]!.id, email: 'zora@find.test' }),
    ]);
    const wild = await support.client.request({ method: 'GET', url: `${STUDIO_API.members}?q=%25` });
    expect(wild.json().members).toEqual([]);
    // 26 accounts made directly (no password hashing): one more than a page.
    const now = clock.now();
    await db
      .insertInto('users')
      .values(
        Array.from({ length: 26 }, (_, i) => ({
          uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
          email: `pager-${i}@find.test`,
          name: `Pager ${i}`,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const firstPage = await support.client.request({ method: 'GET', url: `${STUDIO_API.members}?q=pager` });
    const { members, next_before } = firstPage.json();
    expect(members.length).toBe(25);
    expect(members[0].email).toBe('pager-25@find.test');
    const next = await support.client.request({
      method: 'GET',
      url: `${STUDIO_API.members}?q=pager&before=${next_before}`,
    });
    expect(next.json()).toEqual({
      members: [expect.objectContaining({ email: 'pager-0@find.test' })],
      next_before: null,
    });
  });

  it('refuses unknown query parameters', async () => {
    const response = await support.client.request({ method: 'GET', url: `${STUDIO_API.members}?email=x` });
    expect(response.statusCode).toBe(400);
  });
});

describe('a member’s page', () => {
  it('shows profiles, grants, orders, subscriptions, cards (last four) and sessions', async () => {
    const m = await paidMember();
    const response = await support.client.request({ method: 'GET', url: member(m.userId) });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.account).toMatchObject({ id: m.userId, email: m.email, is_staff: false });
    expect(body.profiles.length).toBeGreaterThan(0);
    expect(body.grants[0]).toMatchObject({ source: 'subscription', current: true });
    expect(body.orders[0]).toMatchObject({ id: m.orderId, refundable: true });
    expect(body.subscriptions[0]).toMatchObject({ status: 'active', canceling: false });
    expect(body.cards[0]).toMatchObject({ last4: '4242' });
    expect(JSON.stringify(body.cards)).not.toContain('4242424242424242');
    expect(body.sessions.length).toBeGreaterThan(0);
  });

  it('leaves out orders, subscriptions and cards without orders:read', async () => {
    const m = await paidMember();
    const role = await db
      .insertInto('staff_roles')
      .values({
        key: 'helpdesk',
        name: 'Helpdesk',
        description: 'Accounts only.',
        created_at: clock.now(),
        updated_at: clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('staff_role_permissions')
      .values({ role_id: role.id, permission: 'members:read' })
      .execute();
    const helpdesk = await signedInStaff(t, 'helpdesk');
    const body = (await helpdesk.client.request({ method: 'GET', url: member(m.userId) })).json();
    expect(body.account.email).toBe(m.email);
    expect([body.orders, body.subscriptions, body.cards]).toEqual([null, null, null]);
  });

  it('answers 404 for an unknown member', async () => {
    const response = await support.client.request({ method: 'GET', url: member(999_999) });
    expect(response.json()).toEqual(errorOf('member_not_found'));
  });
});

describe('support actions, each in the member’s timeline', () => {
  it('grants access (source admin) and extends it, with field errors for bad input', async () => {
    const m = await makeAccount(t);
    const bad = await support.client.send('POST', `${member(m.userId)}/grants`, {
      scope: 'all',
      days: 0,
      reason: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['days', 'reason']);
    const granted = await support.client.send('POST', `${member(m.userId)}/grants`, {
      scope: 'all',
      days: 30,
      reason: 'Goodwill after an outage',
    });
    expect(granted.statusCode, granted.body).toBe(201);
    const grant = granted.json().grant;
    expect(grant).toMatchObject({ source: 'admin', scope: 'all' });
    expect((await services.access.membership(m.userId)).activeAnnualPass).toBe(true);
    const extended = await support.client.send('POST', `${member(m.userId)}/grants/${grant.id}/extension`, {
      days: 10,
      reason: 'A few more days',
    });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(new Date(extended.json().grant.ends_at).getTime() - new Date(grant.ends_at).getTime()).toBe(
      10 * 86_400_000,
    );
    const other = await makeAccount(t);
    const foreign = await support.client.send(
      'POST',
      `${member(other.userId)}/grants/${grant.id}/extension`,
      {
        days: 1,
        reason: 'Not theirs',
      },
    );
    expect(foreign.json()).toEqual(errorOf('member_grant_not_found'));
    expect(await timelineActions(m.userId)).toEqual(['member.access_extend', 'member.access_grant']);
    const events = await services.access.history(grant.id);
    expect(events.map((e) => [e.kind, e.reason, e.actor])).toEqual([
      ['granted', 'Goodwill after an outage', support.email],
      ['extended', 'A few more days', support.email],
    ]);
  });

  it('refunds an order by the money-back rules; a second refund is refused', async () => {
    const m = await paidMember();
    const refunded = await support.client.send('POST', `${member(m.userId)}/orders/${m.orderId}/refund`, {
      reason: 'Charged by mistake',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().order).toMatchObject({ id: m.orderId, status: 'refunded' });
    const again = await support.client.send('POST', `${member(m.userId)}/orders/${m.orderId}/refund`, {
      reason: 'Charged by mistake',
    });
    expect(again.json()).toEqual(errorOf('order_already_refunded'));
    const other = await paidMember();
    const foreign = await support.client.send('POST', `${member(m.userId)}/orders/${other.orderId}/refund`, {
      reason: 'Wrong member',
    });
    expect(foreign.json()).toEqual(errorOf('order_not_found'));
    const [entry] = (await services.audit.timeline(m.userId)).entries;
    expect(entry).toMatchObject({
      action: 'member.order_refund',
      actor: { userId: support.userId, label: support.email },
      after: { order: m.orderId, status: 'refunded', reason: 'Charged by mistake' },
    });
  });

  it('cancels a subscription at the period end', async () => {
    const m = await paidMember();
    const sub = (await support.client.request({ method: 'GET', url: member(m.userId) })).json()
      .subscriptions[0];
    const response = await support.client.send(
      'POST',
      `${member(m.userId)}/subscriptions/${sub.id}/cancellation`,
      {
        reason: 'Asked by phone',
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().subscription).toMatchObject({ cancel_at_period_end: true, status: 'active' });
    expect(await timelineActions(m.userId)).toEqual(['member.subscription_cancel']);
  });

  it('resends a confirmation only to an unconfirmed address', async () => {
    const m = await makeAccount(t);
    const response = await support.client.send('POST', `${member(m.userId)}/confirmation-email`, {
      reason: 'Did not get the first',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      (await services.mailer.recent({ to: m.email })).some((mail) => mail.kind === 'email_confirmation'),
    ).toBe(true);
    await db
      .updateTable('users')
      .set({ email_confirmed_at: clock.now() })
      .where('id', '=', m.userId)
      .execute();
    const again = await support.client.send('POST', `${member(m.userId)}/confirmation-email`, {
      reason: 'Once more',
    });
    expect(again.json()).toEqual(errorOf('member_already_confirmed'));
    expect(await timelineActions(m.userId)).toEqual(['member.confirmation_resend']);
  });

  it('unlocks a locked account, and says so when it is not locked', async () => {
    const m = await makeAccount(t);
    const notLocked = await support.client.send('POST', `${member(m.userId)}/unlock`, {
      reason: 'Locked out',
    });
    expect(notLocked.json()).toEqual(errorOf('member_not_locked'));
    await db
      .updateTable('users')
      .set({ locked_until_at: new Date(clock.now().getTime() + 3_600_000) })
      .where('id', '=', m.userId)
      .execute();
    const response = await support.client.send('POST', `${member(m.userId)}/unlock`, {
      reason: 'Locked out',
    });
    expect(response.statusCode, response.body).toBe(204);
    const user = await services.accounts.findById(m.userId);
    expect(user?.locked_until_at).toBeNull();
    expect(await timelineActions(m.userId)).toEqual(['member.unlock']);
  });

  it('signs a member out everywhere', async () => {
    const m = await makeAccount(t);
    await services.sessions.start(m.userId);
    await services.sessions.start(m.userId);
    const response = await support.client.send('POST', `${member(m.userId)}/sign-out`, {
      reason: 'Lost phone',
    });
    expect(response.json()).toEqual({ ended: 2 });
    expect(await services.sessions.listForUser(m.userId)).toEqual([]);
    expect(await timelineActions(m.userId)).toEqual(['member.sign_out_everywhere']);
  });

  it('does not act on staff with more permissions than support', async () => {
    const owner = await makeAccount(t, { role: 'owner' });
    const response = await support.client.send('POST', `${member(owner.userId)}/sign-out`, {
      reason: 'Testing',
    });
    expect(response.json()).toEqual(errorOf('no_permission'));
  });
});
