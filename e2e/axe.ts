import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** WCAG 2.x A and AA rules plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Fails with one line per failing element and axe's reason (e.g. the measured contrast ratio).
 * Legacy mode runs axe in the page itself, at half the time of the default (which finishes each
 * run in a page of its own, for cross-origin frames: the site has none).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true).analyze();
  expect(
    violations.flatMap((v) =>
      v.nodes.map((n) => `${v.id} at ${JSON.stringify(n.target)}: ${n.failureSummary ?? v.help}`),
    ),
    `axe violations on ${page.url()}`,
  ).toEqual([]);
}
