import type { Page } from '@playwright/test';

/** Types a card into the page's card form (checkout's, /add-ons', or the settings'). */
export async function typeCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry month (MM)').fill('12');
  await page.getByLabel('Expiry year (YYYY)').fill('2030');
  await page.getByLabel('Security code (CVC)').fill('123');
}
