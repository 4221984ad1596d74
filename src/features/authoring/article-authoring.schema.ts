/** Article authoring's calls in zod (docs/decisions/0038-article-authoring.md). */
import { z } from 'zod';
import { articleDocument } from './article-document';
import { datetime, draftState, newClassBody, unpublishTimes } from './authoring.schema';

/** An article starts like a class: a title, its author (an instructor) and its category. */
export const newArticleBody = newClassBody;

export const studioArticle = z
  .object({
    uuid: z.string(),
    document: articleDocument,
    version: z.number().int(),
    state: draftState,
    publish_at: datetime.nullable(),
    ...unpublishTimes,
    updated_by: z.string().nullable(),
    updated_at: datetime.nullable(),
    live_path: z.string().nullable().meta({ description: 'Where visitors see it, once published.' }),
  })
  .meta({ id: 'StudioArticle' });
export const articleAnswer = z.object({ article: studioArticle });

export const articlesOverview = z
  .object({
    articles: z.array(
      z.object({
        uuid: z.string(),
        title: z.string(),
        slug: z.string(),
        author_name: z.string(),
        category_name: z.string(),
        state: draftState,
        publish_at: datetime.nullable(),
        ...unpublishTimes,
      }),
    ),
    /** The authors to choose from. */
    instructors: z.array(z.object({ id: z.number().int(), name: z.string() })),
    categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  })
  .meta({ id: 'StudioArticles' });

export const articleRevisionsAnswer = z.object({
  revisions: z.array(
    z.object({
      id: z.number().int(),
      published_by: z.string(),
      published_at: datetime,
      title: z.string(),
      read_minutes: z.number().int(),
    }),
  ),
});
