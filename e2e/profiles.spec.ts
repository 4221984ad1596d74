import type { Page } from '@playwright/test';
import { COOKIES, HEADERS, PATHS } from '../src/shared/spec';
import { expectNoAxeViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';

/** Signs a new account up through the API, in the page's cookie jar (so the page is signed in). */
async function signUp(page: Page): Promise<void> {
  const { token } = await (await page.request.get(PATHS.csrfToken)).json();
  const email = `profiles-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await page.request.post('/auth/identity/register', {
    headers: { [HEADERS.csrf]: token },
    data: { email, password: 'secret1', password_confirmation: 'secret1', name: 'Grace Hopper' },
  });
  expect(response.status()).toBe(200);
}

/**
 * The current user as the browser's API client asks for it (calls-and-errors.md 7.1):
 * from inside the page, with MC-Profile-Id read from the profile_id cookie.
 */
function currentUserProfileId(page: Page): Promise<string | null> {
  return page.evaluate(
    async ({ cookie, header, path }) => {
      const match = document.cookie.split('; ').find((pair) => pair.startsWith(`${cookie}=`));
      const headers: Record<string, string> = { accept: 'application/json' };
      if (match) headers[header] = decodeURIComponent(match.slice(cookie.length + 1));
      const response = await fetch(`${path}?deep=true`, { credentials: 'include', headers });
      return (await response.json()).data.attributes.profile_id as string | null;
    },
    { cookie: COOKIES.profileId, header: HEADERS.profileId, path: PATHS.currentUser },
  );
}

test('create a second profile, switch to it, and the current user follows', async ({ page }) => {
  await signUp(page);
  await page.goto('/profiles');
  await expect(page.getByRole('heading', { level: 1, name: "Who's learning?" })).toBeVisible();
  const before = await currentUserProfileId(page);
  expect(before).toBeTruthy();

  await page.getByRole('link', { name: 'Add profile' }).click();
  await expect(page).toHaveURL('/profiles/create');
  const submit = page.getByRole('button', { name: 'Add profile' });
  await waitForHydration(submit);
  await expectNoAxeViolations(page);

  // Checked as you type: an emptied name shows the error before any request.
  const name = page.getByRole('textbox', { name: 'Name' });
  await name.fill('x');
  await name.fill('');
  await name.blur();
  await expect(page.getByText('Profile names are 1 to 40 characters long.')).toBeVisible();

  await name.fill('Second Learner');
  await page.getByRole('radio', { name: 'Teal' }).check();
  await page.getByRole('checkbox', { name: 'Kids profile' }).check();
  await submit.click();

  await expect(page).toHaveURL('/profiles');
  const tile = page.getByRole('button', { name: /Second Learner/ });
  await expect(tile).toBeVisible();
  await expect(tile).toContainText('Kids');
  await expectNoAxeViolations(page);

  await waitForHydration(tile);
  await tile.click();
  await expect(page).toHaveURL('/');

  const profiles = await (await page.request.get('/api/v1/profiles')).json();
  const second = profiles.profiles.find((p: { name: string }) => p.name === 'Second Learner');
  expect(profiles.current_profile_id).toBe(second.uuid);
  const after = await currentUserProfileId(page);
  expect(after).toBe(second.uuid);
  expect(after).not.toBe(before);

  await page.goto('/profiles');
  await expect(page.getByRole('button', { name: /Second Learner/ })).toHaveAttribute('aria-current', 'true');
});

test('rename and delete a profile from the manage view, with the keyboard', async ({ page }) => {
  await signUp(page);
  const { token } = await (await page.request.get(PATHS.csrfToken)).json();
  await page.request.post('/api/v1/profiles', { headers: { [HEADERS.csrf]: token }, data: { name: 'Temp' } });

  await page.goto('/profiles?manage=1');
  await page.getByRole('link', { name: /Temp/ }).click();
  await expect(page).toHaveURL('/profiles/temp/edit');
  const save = page.getByRole('button', { name: 'Save changes' });
  await waitForHydration(save);
  await page.getByRole('textbox', { name: 'Name' }).fill('Renamed');
  await save.click();
  await expect(page).toHaveURL('/profiles?manage=1');

  await page.getByRole('link', { name: /Renamed/ }).click();
  await expect(page).toHaveURL('/profiles/renamed/edit');
  const summary = page.getByText('Delete Renamed…');
  await waitForHydration(page.getByRole('button', { name: 'Save changes' }));
  await summary.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('button', { name: 'Yes, delete Renamed' });
  await expect(confirm).toBeVisible();
  await confirm.click();
  await expect(page).toHaveURL('/profiles?manage=1');
  await expect(page.getByRole('link', { name: /Renamed/ })).toHaveCount(0);
});
