import { describe, expect, it } from 'vitest';
import { CANCEL_REASONS } from '~/features/subscriptions/subscriptions.schema';
import { seedDemoOffers } from '~/server/seed/demo-offers';
import { longDate } from '~/shared/format';
import { AUTH_PATHS, MEMBERSHIP_PATHS, MEMBERSHIP_TEXTS, PATHS } from '~/shared/spec';
import { addToCart, buyer, placeOrder, productId } from '../../tests/commerce';
import { BROWSER_HEADERS, createPageApp, inHtml } from '../../tests/page-app';
import type { TestClient } from '../../tests/test-app';

// The membership pages (settings sections, cancel flow, /change-plan, /refund) through the
// real React Router build, on the demo offers, with memberships bought through the API.
const { db, client } = await createPageApp();
await seedDemoOffers(db, { now: new Date() });
const DAY = 86_400_000;

const page = (c: TestClient, url: string) => c.request({ method: 'GET', url, headers: BROWSER_HEADERS });

async function html(c: TestClient, url: string): Promise<string> {
  const response = await page(c, url);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return response.body;
}

/** A signed-in buyer with a saved card and a paid year of monthly-individual ($120). */
async function member() {
  const b = await buyer(client);
  await addToCart(b.c, 'monthly-individual');
  const response = await placeOrder(b.c);
  expect(response.statusCode, response.body).toBe(201);
  const order = response.json<{ order: { id: string; subscription_id: number } }>().order;
  const sub = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('id', '=', order.subscription_id)
    .executeTakeFirstOrThrow();
  return {
    ...b,
    orderId: order.id,
    subscriptionId: sub.id,
    periodEnd: longDate(sub.current_period_end_at.toISOString()),
  };
}

/** A form post as a browser without JavaScript sends it. */
async function post(c: TestClient, url: string, fields: Record<string, string>) {
  const body = new URLSearchParams({ csrf_token: await c.csrfToken(), ...fields });
  return c.request({
    method: 'POST',
    url,
    headers: { ...BROWSER_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
    payload: body.toString(),
  });
}

describe('signed out', () => {
  const paths = [
    AUTH_PATHS.settings,
    MEMBERSHIP_PATHS.cancel,
    MEMBERSHIP_PATHS.cancelFeedback,
    MEMBERSHIP_PATHS.changePlan,
    MEMBERSHIP_PATHS.refund,
  ];
  for (const path of paths)
    it(`${path} redirects to the login page with next_page`, async () => {
      const response = await page(client(), path);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`${PATHS.login}?next_page=${encodeURIComponent(path)}`);
    });
});

describe('without a membership', () => {
  it('settings says so with a link to the plans, and lists the saved card', async () => {
    const { c } = await buyer(client);
    const body = await html(c, AUTH_PATHS.settings);
    expect(body).toContain(inHtml(MEMBERSHIP_TEXTS.none));
    expect(body).toContain(`href="${PATHS.plans}"`);
    expect(body).toContain('Payment cards');
    expect(body).toContain('Visa ending in 4242');
    expect(body).toMatch(/Expires (<!-- -->)?12\/2030/);
    expect(body).toContain('<span class="badge">Default</span>');
    expect(body).not.toContain(MEMBERSHIP_TEXTS.requestRefund);
  });

  it('the cancel flow, /change-plan and /refund say there is nothing to manage', async () => {
    const { c } = await buyer(client, { card: null });
    for (const path of [
      MEMBERSHIP_PATHS.cancel,
      MEMBERSHIP_PATHS.cancelFeedback,
      MEMBERSHIP_PATHS.changePlan,
    ])
      expect(await html(c, path)).toContain(inHtml(MEMBERSHIP_TEXTS.noLiveMembership));
    const refund = await html(c, MEMBERSHIP_PATHS.refund);
    expect(refund).toContain(inHtml(MEMBERSHIP_TEXTS.noOrders));
    expect(refund).toContain(`href="${PATHS.plans}"`);
    // No cards: the add-card form shows at once.
    const settings = await html(c, AUTH_PATHS.settings);
    expect(settings).toContain('You have no saved cards.');
    expect(settings).toContain('autoComplete="cc-number"');
  });
});

describe('a member', () => {
  it('settings show the plan, its price, the renewal date, the ways to change it and the cards', async () => {
    const { c, periodEnd } = await member();
    const body = await html(c, AUTH_PATHS.settings);
    expect(body).toContain('Individual');
    expect(body).toContain('$120/yr');
    expect(body).toContain(MEMBERSHIP_TEXTS.renewsOn(periodEnd));
    expect(body).toContain(`href="${MEMBERSHIP_PATHS.changePlan}"`);
    expect(body).toContain(`href="${MEMBERSHIP_PATHS.cancel}"`);
    expect(body).toContain(`href="${MEMBERSHIP_PATHS.refund}"`);
    expect(body).toContain('Visa ending in 4242');
  });

  it('/refund lists the order with its amount, date and a refund button', async () => {
    const { c } = await member();
    const body = await html(c, MEMBERSHIP_PATHS.refund);
    expect(body).toContain('30-day money-back guarantee');
    expect(body).toContain('$120');
    expect(body).toContain(longDate(new Date().toISOString()));
    expect(body).toContain(MEMBERSHIP_TEXTS.requestRefund);
  });

  it('the cancel flow shows what stays until the period end, then the reasons form', async () => {
    const { c, periodEnd } = await member();
    const first = await html(c, MEMBERSHIP_PATHS.cancel);
    expect(first).toContain(MEMBERSHIP_TEXTS.cancelTitle);
    expect(first).toMatch(new RegExp(`What you keep until (<!-- -->)?${periodEnd}`));
    expect(first).toContain(`href="${AUTH_PATHS.settings}"`);
    expect(first).toContain(`href="${MEMBERSHIP_PATHS.cancelFeedback}"`);
    const feedback = await html(c, MEMBERSHIP_PATHS.cancelFeedback);
    for (const label of Object.values(CANCEL_REASONS)) expect(feedback).toContain(inHtml(label));
    expect(feedback).toContain('<legend>');
    expect(feedback).toMatch(/0(<!-- -->)? of (<!-- -->)?2000(<!-- -->)? characters used/);
    expect(feedback).toContain('(Optional)');
    expect(feedback).toContain('name="csrf_token"');
  });

  it('after cancelling through the API, settings show the end date and Reactivate', async () => {
    const { c, subscriptionId, periodEnd } = await member();
    const canceled = await c.send('PUT', `/api/v2/subscriptions/${subscriptionId}`, {
      cancel_at_period_end: true,
      reason: 'too_expensive',
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    const body = await html(c, AUTH_PATHS.settings);
    expect(body).toContain(MEMBERSHIP_TEXTS.endsOn(periodEnd));
    expect(body).toContain(`>${MEMBERSHIP_TEXTS.reactivate}</button>`);
    expect(body).not.toContain(MEMBERSHIP_TEXTS.renewsOn(periodEnd));
    expect(await html(c, MEMBERSHIP_PATHS.cancelFeedback)).toContain(MEMBERSHIP_TEXTS.willEndOn(periodEnd));
  });

  it('cancels without JavaScript: the form post stores the reason and feedback', async () => {
    const { c, subscriptionId, periodEnd } = await member();
    const missing = await post(c, MEMBERSHIP_PATHS.cancelFeedback, { feedback: 'hi' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(MEMBERSHIP_TEXTS.reasonRequired);

    const response = await post(c, MEMBERSHIP_PATHS.cancelFeedback, {
      reason: 'not_enough_time',
      feedback: 'Busy year',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(MEMBERSHIP_PATHS.cancelFeedback);
    const sub = await db
      .selectFrom('subscriptions')
      .selectAll()
      .where('id', '=', subscriptionId)
      .executeTakeFirstOrThrow();
    expect(sub).toMatchObject({
      is_canceling: true,
      cancel_reason: 'not_enough_time',
      cancel_feedback: 'Busy year',
    });
    expect(await html(c, MEMBERSHIP_PATHS.cancelFeedback)).toContain(MEMBERSHIP_TEXTS.willEndOn(periodEnd));
  });

  it('a form post without the CSRF token is refused', async () => {
    const { c, subscriptionId } = await member();
    const response = await c.request({
      method: 'POST',
      url: MEMBERSHIP_PATHS.cancelFeedback,
      headers: { ...BROWSER_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'reason=other',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    const sub = await db
      .selectFrom('subscriptions')
      .select('is_canceling')
      .where('id', '=', subscriptionId)
      .executeTakeFirstOrThrow();
    expect(sub.is_canceling).toBe(false);
  });

  it('/change-plan lists the plans with the current one marked, and no price move when prices match', async () => {
    const { c } = await member();
    const body = await html(c, MEMBERSHIP_PATHS.changePlan);
    expect(body).toContain('Your plan');
    expect(body).toContain('Choose Duo');
    expect(body).toContain('Choose Family');
    expect(body).not.toContain('Choose Individual<');
    expect(body).not.toContain(inHtml("Move to today's prices"));
  });

  it("/change-plan offers today's price when the list price changed since joining", async () => {
    const { c } = await member();
    const product = await db
      .selectFrom('products')
      .select('id')
      .where('uuid', '=', productId('monthly-individual'))
      .executeTakeFirstOrThrow();
    const listPrice = () =>
      db
        .updateTable('prices')
        .where('product_id', '=', product.id)
        .where('currency', '=', 'USD')
        .where('discount_slug', 'is', null);
    await listPrice().set({ amount_cents: 13200 }).execute();
    try {
      const body = await html(c, MEMBERSHIP_PATHS.changePlan);
      expect(body).toContain(inHtml("Move to today's prices"));
      expect(body).toContain('$132/yr');
    } finally {
      await listPrice().set({ amount_cents: 12000 }).execute();
    }
  });

  it('a pending downgrade shows on settings', async () => {
    const { c, subscriptionId, periodEnd } = await member();
    const upgrade = await c.send('PUT', `/api/v2/subscriptions/${subscriptionId}`, {
      product_id: productId('monthly-duo'),
    });
    expect(upgrade.statusCode, upgrade.body).toBe(200);
    const downgrade = await c.send('PUT', `/api/v2/subscriptions/${subscriptionId}`, {
      product_id: productId('monthly-individual'),
    });
    expect(downgrade.statusCode, downgrade.body).toBe(200);
    const body = await html(c, AUTH_PATHS.settings);
    expect(body).toMatch(new RegExp(`Changes to <strong>Individual</strong> on (<!-- -->)?${periodEnd}`));
  });

  it('a failed renewal shows the payment problem with the next try and a link to the cards', async () => {
    const { c, subscriptionId } = await member();
    const nextTry = new Date(Date.now() + 3 * DAY);
    await db
      .updateTable('subscriptions')
      .set({ status: 'past_due', next_payment_attempt_at: nextTry })
      .where('id', '=', subscriptionId)
      .execute();
    const body = await html(c, AUTH_PATHS.settings);
    expect(body).toContain(inHtml(MEMBERSHIP_TEXTS.pastDue(longDate(nextTry.toISOString()))));
    expect(body).toContain('href="#payment-cards"');
    expect(body).toContain('id="payment-cards"');
  });

  it('after a refund, /refund shows it refunded and settings show the membership ended', async () => {
    const { c, orderId } = await member();
    const refunded = await c.send('POST', `/api/v2/orders/${orderId}/refund`, {});
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await html(c, MEMBERSHIP_PATHS.refund)).toContain('<span class="badge">Refunded</span>');
    const settings = await html(c, AUTH_PATHS.settings);
    expect(settings).toContain(MEMBERSHIP_TEXTS.endedOn(longDate(new Date().toISOString())));
    expect(settings).toContain(`>${MEMBERSHIP_TEXTS.rejoin}</a>`);
    expect(settings).not.toContain(`href="${MEMBERSHIP_PATHS.refund}"`);
  });

  it('/refund says when the guarantee ended for an older payment', async () => {
    const { c, orderId } = await member();
    const paidAt = new Date(Date.now() - 40 * DAY);
    await db.updateTable('orders').set({ paid_at: paidAt }).where('uuid', '=', orderId).execute();
    const body = await html(c, MEMBERSHIP_PATHS.refund);
    expect(body).toContain(
      MEMBERSHIP_TEXTS.guaranteeEnded(longDate(new Date(paidAt.getTime() + 30 * DAY).toISOString())),
    );
    expect(body).not.toContain(`${MEMBERSHIP_TEXTS.requestRefund}<span`);
  });
});
