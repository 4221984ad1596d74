/** The My List calls (calls-and-errors.md 7.7) in zod. */
import { z } from 'zod';
import { uuid } from '~/features/cart/cart.schema';

export const listItemParams = z.strictObject({ contentUuid: uuid });

export const listItemState = z
  .object({ content_uuid: z.string(), saved: z.boolean() })
  .meta({ id: 'MyListState' });

export const myList = z
  .object({
    items: z.array(
      z.object({
        uuid: z.string(),
        kind: z.enum(['class', 'series', 'documentary']),
        slug: z.string(),
        title: z.string(),
        tagline: z.string(),
        status: z.enum(['available', 'coming_soon']),
        lesson_count: z.number().int(),
        duration_minutes: z.number().int(),
        released_at: z.string(),
        path: z.string(),
        instructor: z.object({ name: z.string(), slug: z.string() }),
        category: z.object({ name: z.string(), slug: z.string() }),
        saved_at: z.string(),
      }),
    ),
  })
  .meta({ id: 'MyList' });
