import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

// WCAG 2.x A and AA rules plus axe's best practices, on the page as a visitor gets it.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

type Violation = { id: string; help: string; nodes: { target: unknown; failureSummary?: string }[] };

/** One line per failing element, with axe's reason (e.g. the measured contrast ratio). */
function summary(violations: Violation[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id} at ${JSON.stringify(node.target)}: ${node.failureSummary ?? v.help}`),
  );
}

test('home page has no axe violations', async ({ page }) => {
  await page.goto('/');
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(summary(violations)).toEqual([]);
});

test.describe('not-found page', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('has no axe violations', async ({ page }) => {
    await page.goto('/no-such-page');
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(summary(violations)).toEqual([]);
  });
});
