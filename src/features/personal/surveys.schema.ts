/** The survey call (calls-and-errors.md 7.7) in zod. Ranges and lengths are the service's (422). */
import { z } from 'zod';
import { uuid } from '~/features/cart/cart.schema';

export const surveyParams = z.strictObject({ contentUuid: uuid });

export const saveSurveyBody = z.strictObject({
  /** 1 to 5 stars. */
  rating: z.number(),
  /** Up to 2000 characters; empty or null clears it. */
  comment: z.string().nullable().optional(),
});

export const surveyAnswer = z
  .object({
    survey: z.object({
      content_uuid: z.string(),
      kind: z.enum(['lesson', 'class']),
      rating: z.number().int(),
      comment: z.string().nullable(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  })
  .meta({ id: 'Survey' });
