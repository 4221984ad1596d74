import { HEADERS, PATHS, VALIDATION_TEXTS } from '../src/shared/spec';
import { visitFrom } from './auth-helpers';
import { expect, test, waitForHydration } from './fixtures';

// These run only after hydration, under the page's strict CSP: they fail if the
// client bundle or its inline bootstrap scripts were refused.

test('category tabs switch panels by click and by arrow keys', async ({ page }) => {
  await page.goto('/');
  const tabs = page.getByRole('tablist', { name: 'Categories' }).getByRole('tab');
  const panel = page.getByRole('tabpanel');
  const first = tabs.nth(0);
  const second = tabs.nth(1);
  const third = tabs.nth(2);
  await waitForHydration(second);

  await expect(first).toHaveAttribute('aria-selected', 'true');
  const firstCards = await panel.locator('.course-title').allTextContents();
  expect(firstCards.length).toBeGreaterThan(0);

  await second.click();
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(first).toHaveAttribute('aria-selected', 'false');
  await expect(panel).toHaveAttribute('aria-labelledby', (await second.getAttribute('id')) ?? '');
  await expect(
    panel.getByRole('link', { name: `See all ${await second.textContent()} classes` }),
  ).toBeVisible();
  const secondCards = await panel.locator('.course-title').allTextContents();
  expect(secondCards.length).toBeGreaterThan(0);
  expect(secondCards).not.toEqual(firstCards);

  // Roving tabindex: the selected tab takes focus and ArrowRight moves selection and focus.
  await second.focus();
  await page.keyboard.press('ArrowRight');
  await expect(third).toHaveAttribute('aria-selected', 'true');
  await expect(third).toBeFocused();
  await expect(third).toHaveAttribute('tabindex', '0');
  await expect(second).toHaveAttribute('tabindex', '-1');

  await page.keyboard.press('ArrowLeft');
  await expect(second).toBeFocused();
  await page.keyboard.press('Home');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  // ArrowLeft on the first tab wraps around to the last.
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.last()).toBeFocused();
});

test('email capture validates in the browser, then posts through the API', async ({ page, context }) => {
  // A consent-first country: the consent box starts unchecked (product.md 6).
  await visitFrom(context, 'FR');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await page.goto('/');
  const form = page.locator('form.email-capture');
  const email = form.getByRole('textbox', { name: 'Email' });
  const consent = form.getByRole('checkbox', { name: /send me updates/ });
  const submit = form.getByRole('button', { name: 'Get updates' });
  await waitForHydration(form);

  await submit.click();
  await expect(form.getByText(VALIDATION_TEXTS.emailRequired)).toBeVisible();
  await expect(form.getByText(VALIDATION_TEXTS.consentRequired)).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/');
  expect(posts, 'an invalid form must not reach the server').toEqual([]);

  const address = `e2e-${Date.now()}@example.com`;
  await email.fill(address);
  await consent.check();
  await expect(form.getByText(VALIDATION_TEXTS.emailRequired)).toBeHidden();
  await expect(form.getByText(VALIDATION_TEXTS.consentRequired)).toBeHidden();

  const answerTo = (path: string) =>
    page.waitForResponse((response) => new URL(response.url()).pathname === path);
  const tokenAnswer = answerTo(PATHS.csrfToken);
  const captureAnswer = answerTo(PATHS.emailCapture);
  await submit.click();
  // The client fetches the session's CSRF token, then presents it with the post.
  expect((await tokenAnswer).status()).toBe(200);
  const response = await captureAnswer;
  expect(response.request().method()).toBe('POST');
  expect(await response.request().headerValue(HEADERS.csrf)).toBeTruthy();
  expect(response.status()).toBe(201);
  await expect(page.getByRole('status')).toHaveText(`Thanks! We'll send updates to ${address}.`);
});
