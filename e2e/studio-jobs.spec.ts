import Database from 'better-sqlite3';
import { DELIVERY_JOB } from '../src/features/webhooks/webhooks.repository';
import { DEMO_STAFF } from '../src/server/seed/demo-staff';
import { STUDIO_PATHS } from '../src/shared/studio';
import { expectNoAxeViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';
import { studioSignIn } from './studio-helpers';

// The e2e server's database (playwright.config.ts): a webhook delivery due tomorrow is written
// into it, so the test has a waiting job of a kind that can be cancelled, whatever else runs.
const DB_FILE = 'data/e2e-playwright.db';

function queueDeliveryForTomorrow(): number {
  const now = new Date();
  const tomorrow = new Date(now.getTime() + 24 * 60 * 60 * 1000);
  const db = new Database(DB_FILE);
  try {
    return Number(
      db
        .prepare(
          `insert into jobs (name, payload_json, status, run_at, attempts, max_attempts, created_at, updated_at)
           values (?, ?, 'pending', ?, 0, 16, ?, ?) returning id`,
        )
        .pluck()
        // A delivery that does not exist: once retried, the job runs and finds nothing to send.
        .get(
          DELIVERY_JOB,
          JSON.stringify({ deliveryId: 999_999_999 }),
          tomorrow.toISOString(),
          now.toISOString(),
          now.toISOString(),
        ),
    );
  } finally {
    db.close();
  }
}

// Issue 22 item 6: the owner finds a waiting job by kind and state, cancels it, then retries it.
for (const width of [390, 1280]) {
  test(`the owner cancels a waiting job and retries it, at ${width} px`, async ({ page }) => {
    // The owner's code step may wait up to 30 s for a step no parallel test has used (studio-helpers).
    test.setTimeout(120_000);
    const id = queueDeliveryForTomorrow();
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await studioSignIn(page, DEMO_STAFF.find((person) => person.role === 'owner')!, STUDIO_PATHS.jobs);
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();

    // The filters are a plain form: they work before (and without) the page's JavaScript.
    await page.getByLabel('State').selectOption({ label: 'Waiting' });
    await page.getByLabel('Kind').selectOption({ label: 'Webhook delivery' });
    await page.getByRole('button', { name: 'Show jobs' }).click();
    await expect(page.getByRole('table', { name: /Waiting jobs of kind Webhook delivery/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page);

    const cancel = page.getByRole('button', { name: `Cancel Webhook delivery #${id}` });
    await waitForHydration(cancel);
    await cancel.click();
    await expect(page.getByRole('status')).toContainText(`#${id}`);
    const row = page.getByRole('row', { name: new RegExp(`#${id}\\b`) });
    // Revalidated under the same filters: the cancelled job left the waiting list.
    await expect(row).toHaveCount(0);

    await page.getByLabel('State').selectOption({ label: 'Cancelled' });
    await page.getByRole('button', { name: 'Show jobs' }).click();
    await expect(row).toContainText('Cancelled by');
    const retry = page.getByRole('button', { name: `Retry Webhook delivery #${id}` });
    await waitForHydration(retry);
    await retry.click();
    await expect(page.getByRole('status')).toContainText(`#${id}`);
    await expect(row).toHaveCount(0);
  });
}
