import { z } from 'zod';
import type { ArticleSection, Recipe } from '~/features/catalog/catalog.table';
import { type LegalBlock, parseLegalMarkdown, sanitiseLegalMarkdown } from '~/shared/legal-markdown';
import { SLUG_PATTERN } from './class-document';

/**
 * An article as the studio edits it (docs/decisions/0038-article-authoring.md): every field a
 * publication writes into the live `articles` row, as one document, like a class's
 * (class-document.ts). The body is Markdown in the small dialect of shared/legal-markdown.ts:
 * it is read into blocks React renders, so no HTML from the text ever reaches a page.
 */

const ref = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);
const minutes = z.number().int().min(0).max(10_000).meta({ description: 'Minutes, a whole number.' });

export const ARTICLE_LIMITS = {
  title: 160,
  slug: 80,
  summary: 400,
  body: 60_000,
  makes: 120,
  lines: 60,
  line: 1000,
} as const;

/** Words read a minute: the read time shown on the article and its cards. */
const WORDS_PER_MINUTE = 200;

export const articleRecipe = z
  .strictObject({
    prep_minutes: minutes,
    cook_minutes: minutes,
    total_minutes: minutes,
    /** What the recipe makes, as written ("12 rolls", "one 9-inch pie"). */
    makes: z.string().max(ARTICLE_LIMITS.makes),
    ingredients: z.array(z.string().max(ARTICLE_LIMITS.line)).max(ARTICLE_LIMITS.lines),
    steps: z.array(z.string().max(ARTICLE_LIMITS.line)).max(ARTICLE_LIMITS.lines),
  })
  .meta({ id: 'StudioArticleRecipe' });

export const articleDocument = z
  .strictObject({
    title: z.string().max(ARTICLE_LIMITS.title),
    slug: z.string().max(ARTICLE_LIMITS.slug),
    summary: z.string().max(ARTICLE_LIMITS.summary),
    /** The author: one of the instructors (their name is the byline); null only for a seeded article's first draft. */
    instructor_id: ref.nullable(),
    category_id: ref,
    /** Hue (0-359) of the generated artwork. */
    hue: z.number().int().min(0).max(359),
    /** `## Heading` sections of paragraphs and `- item` lists; **strong**, *emphasis*, [links](https://…). */
    body_markdown: z.string().max(ARTICLE_LIMITS.body),
    recipe: articleRecipe.nullable(),
  })
  .meta({ id: 'StudioArticleDocument' });

export type ArticleDocument = z.infer<typeof articleDocument>;
export type ArticleRecipe = z.infer<typeof articleRecipe>;

/** A section of an article's body as pages render it (a seeded body's paragraphs become plain blocks). */
export type ArticleBodySection = { heading: string; blocks: Exclude<LegalBlock, { kind: 'cookies' }>[] };

/** The body's sections; anything the dialect does not know stays text (`{cookie_table}` means nothing here). */
export function articleSections(markdown: string): ArticleBodySection[] {
  return parseLegalMarkdown(markdown).sections.map((section) => ({
    heading: section.heading,
    blocks: section.blocks.filter((block) => block.kind !== 'cookies'),
  }));
}

const blockText = (block: ArticleBodySection['blocks'][number]) =>
  block.kind === 'paragraph'
    ? block.spans.map((span) => span.text).join('')
    : block.items.map((item) => item.map((span) => span.text).join('')).join('\n');

/** The body as plain sections: what search indexes and what a seeded article stores (body_json). */
export function plainSections(markdown: string): ArticleSection[] {
  return articleSections(markdown).map((section) => ({
    heading: section.heading,
    paragraphs: section.blocks.map(blockText),
  }));
}

/** A seeded article's plain sections as Markdown: the first draft of an article never written in the studio. */
export function sectionsMarkdown(sections: readonly ArticleSection[]): string {
  return sections
    .map((section) => [`## ${section.heading}`, ...section.paragraphs].join('\n\n'))
    .join('\n\n');
}

/** Minutes to read the body and the recipe at 200 words a minute, at least 1. */
export function readMinutes(document: Pick<ArticleDocument, 'body_markdown' | 'recipe'>): number {
  const text = [
    ...plainSections(document.body_markdown).flatMap((section) => [section.heading, ...section.paragraphs]),
    ...(document.recipe ? [...document.recipe.ingredients, ...document.recipe.steps] : []),
  ].join(' ');
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** The recipe as the live row keeps it (catalog.table.ts `Recipe`). */
export function liveRecipe(recipe: ArticleRecipe | null): Recipe | null {
  if (!recipe) return null;
  return {
    prepMinutes: recipe.prep_minutes,
    cookMinutes: recipe.cook_minutes,
    totalMinutes: recipe.total_minutes,
    makes: recipe.makes,
    ingredients: recipe.ingredients,
    steps: recipe.steps,
  };
}

const lines = (list: readonly string[]) => list.map((line) => line.trim()).filter(Boolean);

/**
 * What a save stores: the body sanitised (HTML, scripts, styles and links to unsafe targets
 * taken out: shared/legal-markdown.ts) and the recipe's empty lines dropped. Rendering parses
 * it again and lets through only safe links, so an article stored before this rule is safe too.
 */
export function cleanArticle(document: ArticleDocument): ArticleDocument {
  const { recipe } = document;
  return {
    ...document,
    title: document.title.trim(),
    summary: document.summary.trim(),
    body_markdown: sanitiseLegalMarkdown(document.body_markdown),
    recipe: recipe
      ? {
          ...recipe,
          makes: recipe.makes.trim(),
          ingredients: lines(recipe.ingredients),
          steps: lines(recipe.steps),
        }
      : null,
  };
}

/** The first rule a document breaks, as the field and what to do, or null (references are the service's). */
export function articleProblem(document: ArticleDocument): { field: string; message: string } | null {
  if (!document.title.trim()) return { field: 'title', message: 'Give the article a title.' };
  if (!SLUG_PATTERN.test(document.slug))
    return { field: 'slug', message: 'Use lower-case letters, digits and single hyphens.' };
  if (document.instructor_id === null)
    return { field: 'instructor_id', message: 'Choose the author among the instructors.' };
  const parsed = parseLegalMarkdown(document.body_markdown);
  if (parsed.intro || (document.body_markdown.trim() && parsed.sections.length === 0))
    return {
      field: 'body_markdown',
      message: 'Start the text with a section heading (a line starting with ##).',
    };
  if (parsed.sections.some((section) => section.heading === ''))
    return { field: 'body_markdown', message: 'Every ## line needs a heading after it.' };
  const recipe = document.recipe;
  if (recipe && recipe.total_minutes < recipe.prep_minutes + recipe.cook_minutes)
    return {
      field: 'recipe.total_minutes',
      message: 'The total time is at least the prep and cook times together.',
    };
  if (recipe && !recipe.makes.trim())
    return { field: 'recipe.makes', message: 'Say what the recipe makes, such as “12 rolls”.' };
  return null;
}
