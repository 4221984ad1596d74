import { readFile } from 'node:fs/promises';
import { DEMO_STAFF } from '../src/server/seed/demo-staff';
import { STUDIO_PATHS } from '../src/shared/studio';
import { expectNoAxeViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';
import { studioSignIn } from './studio-helpers';

/** The catalog file with every section empty: a valid file that adds nothing. */
const emptied = (file: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(file).map(([key, value]) => [key, Array.isArray(value) ? [] : value]));

// The refused import answers 422, which the browser reports in its console.
test.use({ allowedConsoleErrors: [/status of 422/] });

// Issue 22 item 8: the owner downloads the catalog, is refused importing it into the same
// instance (its records are here already, named), and imports a file through the job. That
// file is the download emptied: other tests (and the visual baselines) share this server's
// catalog, so the one imported here adds nothing to it. The API tests import real records.
for (const width of [390, 1280]) {
  test(`the owner exports the catalog and imports a file, at ${width} px`, async ({ page }) => {
    // The owner's code step may wait up to 30 s for a step no parallel test has used (studio-helpers).
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await studioSignIn(page, DEMO_STAFF.find((person) => person.role === 'owner')!, STUDIO_PATHS.catalog);
    await page.getByRole('link', { name: 'Export and import' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Export and import' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download the catalog' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^atelier-catalog-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(exported.format).toBe('atelier-catalog');
    expect(exported.courses.length).toBeGreaterThanOrEqual(46);

    const submit = page.getByRole('button', { name: 'Check and import' });
    await waitForHydration(submit);
    const file = page.getByLabel('Catalog file');
    await file.setInputFiles({
      name: download.suggestedFilename(),
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(exported)),
    });
    await submit.click();
    await expect(page.getByRole('alert')).toContainText('this catalog already has one');

    await file.setInputFiles({
      name: `new-${width}.json`,
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(emptied(exported))),
    });
    await submit.click();
    await expect(page.getByRole('status')).toContainText(`“new-${width}.json” is checked and queued`);
    await expect(page.getByRole('alert')).toHaveText('');
    await expect(page.getByRole('list', { name: 'Recent imports' })).toContainText(`new-${width}.json`);
    await page.getByRole('link', { name: 'Follow it on the jobs page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    await expect(page.getByText(`“new-${width}.json” from`).first()).toBeVisible();
  });
}
