import AxeBuilder from '@axe-core/playwright';
import { AUTH_TEXTS } from '../src/shared/spec';
import { pinExperiments } from './auth-helpers';
import { expect, test, waitForHydration } from './fixtures';

// The same rules as e2e/a11y.spec.ts.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

type Violation = { id: string; help: string; nodes: { target: unknown; failureSummary?: string }[] };
function summary(violations: Violation[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id} at ${JSON.stringify(node.target)}: ${node.failureSummary ?? v.help}`),
  );
}

test.beforeEach(async ({ context }) => {
  await pinExperiments(context);
});

for (const path of ['/auth/login', '/auth/register', '/auth/login?view=reset']) {
  test(`${path} has no axe violations, also with its errors showing`, async ({ page }) => {
    await page.goto(path);
    const submit = page.locator('form.auth-fields button[type="submit"]');
    expect(summary((await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations)).toEqual([]);
    await waitForHydration(submit);
    await submit.click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(summary((await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations)).toEqual([]);
  });
}

test('the login modal has no axe violations', async ({ page }) => {
  await page.goto('/?require_signin=1');
  await expect(page.getByRole('dialog', { name: AUTH_TEXTS.loginTitle })).toBeVisible();
  expect(summary((await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations)).toEqual([]);
});
