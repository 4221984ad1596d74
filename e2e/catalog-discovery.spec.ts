import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { QUIZ } from '../src/shared/spec';
import { expectNoAxeViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';

// Home → category page → a subcategory jump → an article with its table of contents, on a
// category of this file's own (written into the e2e server's database, as oidc-sso.spec.ts
// does), so the journey does not depend on what the demo seed holds.
const DB_FILE = 'data/e2e-playwright.db';

type Fixture = {
  category: { slug: string; name: string };
  subcategories: { slug: string; name: string }[];
  article: { slug: string; title: string };
};

function createFixture(): Fixture {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const now = new Date().toISOString();
  const db = new Database(DB_FILE);
  try {
    return db.transaction(() => {
      const category = { slug: `e2e-bakery-${tag}`, name: `Bakery ${tag}` };
      const categoryId = Number(
        db
          .prepare(
            'insert into categories (slug, name, description, position, hue) values (?, ?, ?, ?, ?) returning id',
          )
          .pluck()
          .get(category.slug, category.name, 'Breads and pastry for the browser tests.', 900, 24),
      );
      const instructorId = Number(
        db
          .prepare(
            'insert into instructors (slug, name, headline, bio, hue, is_featured) values (?, ?, ?, ?, ?, 0) returning id',
          )
          .pluck()
          .get(`e2e-baker-${tag}`, 'Odile Farine', 'Baker', 'Bakes every morning.', 40),
      );
      const subcategories = ['Breads', 'Pastry', 'Cakes'].map((name, position) => {
        const sub = { slug: `e2e-${name.toLowerCase()}-${tag}`, name };
        const subId = Number(
          db
            .prepare(
              'insert into subcategories (slug, category_id, name, description, position) values (?, ?, ?, ?, ?) returning id',
            )
            .pluck()
            .get(sub.slug, categoryId, name, `All about ${name.toLowerCase()}.`, position),
        );
        for (let i = 1; i <= 5; i++)
          db.prepare(
            `insert into courses (uuid, slug, title, tagline, instructor_id, category_id, subcategory_id, status,
               lesson_count, duration_minutes, hue, released_at)
             values (?, ?, ?, ?, ?, ?, ?, 'available', 12, ?, ?, ?)`,
          ).run(
            randomUUID(),
            `e2e-${name.toLowerCase()}-${i}-${tag}`,
            `${name} class ${i}`,
            'Learn it.',
            instructorId,
            categoryId,
            subId,
            60 * i,
            (position * 90 + i * 10) % 360,
            now,
          );
        return sub;
      });
      const article = { slug: `e2e-country-loaf-${tag}`, title: `A Country Loaf ${tag}` };
      const sections = Array.from({ length: 6 }, (_, i) => ({
        heading: `Step ${i + 1} of the loaf`,
        paragraphs: Array.from({ length: 4 }, () => 'Flour, water and time make the bread. '.repeat(12)),
      }));
      db.prepare(
        `insert into articles (uuid, slug, title, summary, category_id, author_name, instructor_id, body_json,
           read_minutes, recipe_json, rating_tenths, ratings_count, hue, published_at, last_updated_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, 7, ?, 46, 212, 30, ?, ?)`,
      ).run(
        randomUUID(),
        article.slug,
        article.title,
        'How to bake a crusty loaf at home.',
        categoryId,
        'Odile Farine',
        instructorId,
        JSON.stringify(sections),
        JSON.stringify({
          prepMinutes: 30,
          cookMinutes: 45,
          totalMinutes: 75,
          makes: '1 loaf',
          ingredients: ['500 g flour', '350 g water', '10 g salt', '100 g starter'],
          steps: ['Mix.', 'Fold.', 'Shape.', 'Bake.'],
        }),
        now,
        now,
      );
      // As every catalog change does in its transaction: the page cache then renders the home
      // page anew (within a second), with this category's tab (docs/decisions/0023-page-cache.md).
      db.prepare(
        `insert into content_versions (scope, version) values ('catalog', 1)
         on conflict (scope) do update set version = content_versions.version + 1`,
      ).run();
      return { category, subcategories, article };
    })();
  } finally {
    db.close();
  }
}

test('home → category → subcategory jump → article with a table of contents', async ({ page, context }) => {
  const { category, subcategories, article } = createFixture();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  const tab = page.getByRole('tab', { name: category.name });
  // Each process trusts the content version it read for up to a second: the new category shows
  // on the first home page rendered after that.
  await expect(async () => {
    await page.goto('/');
    await expect(tab).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 5_000 });
  await waitForHydration(tab);
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('link', { name: `See all ${category.name} classes` }).click();

  await expect(page).toHaveURL(`/categories/${category.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  const nav = page.getByRole('navigation', { name: `${category.name} subcategories` });
  const cakes = subcategories[2]!;
  await nav.getByRole('link', { name: cakes.name }).click();
  await expect(page).toHaveURL(`/categories/${category.slug}#${cakes.slug}`);
  const heading = page.getByRole('heading', { level: 2, name: cakes.name, exact: true });
  await expect(heading).toBeInViewport();
  // The in-page navigation stays on screen, and the heading is not hidden under it.
  await expect(nav).toBeInViewport();
  const [navBox, headingBox] = [await nav.boundingBox(), await heading.boundingBox()];
  expect(headingBox!.y).toBeGreaterThanOrEqual(navBox!.y + navBox!.height - 1);

  await page.getByRole('link', { name: article.title }).click();
  await expect(page).toHaveURL(`/articles/${article.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  const toc = page.getByRole('navigation', { name: 'In this article' });
  await toc.getByRole('link', { name: 'Step 5 of the loaf' }).click();
  await expect(page).toHaveURL(`/articles/${article.slug}#step-5-of-the-loaf`);
  await expect(page.getByRole('heading', { level: 2, name: 'Step 5 of the loaf' })).toBeInViewport();

  // Recipe block and sharing.
  await expect(page.getByRole('heading', { name: 'Recipe' })).toBeVisible();
  await expect(page.getByText('1 hr 15 min')).toBeVisible();
  const copy = page.getByRole('button', { name: 'Copy link' });
  await copy.click();
  await expect(page.getByRole('status')).toHaveText(/Link copied|copy it/);
  await expect(page.getByRole('link', { name: 'Share by email' })).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByRole('link', { name: 'Log in to save' })).toHaveAttribute(
    'href',
    `/auth/login?next_page=${encodeURIComponent(`/articles/${article.slug}`)}`,
  );

  // The learning-goals quiz: four steps, then classes of the article's category.
  const quiz = page.getByRole('region', { name: 'Find classes for your learning goals' });
  await quiz.getByRole('button', { name: 'Continue' }).click();
  await expect(quiz.getByRole('alert')).toHaveText(QUIZ.selectAtLeastOne);
  await quiz.getByRole('checkbox', { name: 'Learn a new skill' }).check();
  await quiz.getByRole('button', { name: 'Continue' }).click();
  await expect(quiz.getByText('Step 2 of 4')).toBeVisible();
  await expect(page.locator('.quiz-question')).toBeFocused();
  await quiz.getByRole('radio', { name: 'I am just starting out' }).check();
  await quiz.getByRole('button', { name: 'Continue' }).click();
  await quiz.getByRole('checkbox', { name: 'Pastry' }).check();
  await quiz.getByRole('button', { name: 'Continue' }).click();
  await quiz.getByRole('radio', { name: '30 minutes or less' }).check();
  await quiz.getByRole('button', { name: 'See my classes' }).click();
  const results = page.getByRole('heading', { name: 'Classes for your goals' });
  await expect(results).toBeFocused();
  await expect(page.locator('.quiz-results .course-card').first()).toContainText('Pastry class 1');
});

test('find-my-classes asks four questions and recommends classes with Sign Up', async ({ page }) => {
  const { category, subcategories } = createFixture();
  await page.goto('/');
  await page.getByRole('link', { name: 'Find my classes' }).click();
  await expect(page).toHaveURL('/find-my-classes');
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await waitForHydration(continueButton);
  await continueButton.click();
  await expect(page.getByRole('alert')).toHaveText(QUIZ.selectAtLeastOne);
  await page.getByRole('checkbox', { name: 'Get inspired by the best' }).check();
  await continueButton.click();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await page.getByRole('checkbox', { name: category.name }).check();
  await continueButton.click();
  await page.getByRole('checkbox', { name: subcategories[0]!.name }).check();
  await continueButton.click();
  await page.getByRole('radio', { name: 'more than 2 hours' }).check();
  await page.getByRole('button', { name: 'See my classes' }).click();
  await expect(page).toHaveURL(/\/find-my-classes\/results\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your class recommendations' })).toBeVisible();
  await expect(page.locator('.course-card').first()).toContainText('Breads class 5');
  await expect(page.getByRole('link', { name: 'Sign Up', exact: true })).toHaveAttribute(
    'href',
    /^\/auth\/register\?next_page=/,
  );
});

test('the all-categories page has no axe violations', async ({ page }) => {
  createFixture();
  await page.goto('/categories');
  await expectNoAxeViolations(page);
});

test('an article page, and its quiz with an error, have no axe violations', async ({ page }) => {
  const { article } = createFixture();
  await page.goto(`/articles/${article.slug}`);
  const quiz = page.getByRole('region', { name: 'Find classes for your learning goals' });
  const next = quiz.getByRole('button', { name: 'Continue' });
  await waitForHydration(next);
  await next.click();
  await expect(quiz.getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a category page has no axe violations', async ({ page }) => {
  const { category } = createFixture();
  await page.goto(`/categories/${category.slug}`);
  await expectNoAxeViolations(page);
});

test('the FAQ page has no axe violations, its disclosures open by keyboard', async ({ page }) => {
  await page.goto('/faq');
  const first = page.locator('.faq-entry summary').first();
  if ((await first.count()) > 0) {
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.faq-entry').first()).toHaveAttribute('open', '');
  }
  await expectNoAxeViolations(page);
});
