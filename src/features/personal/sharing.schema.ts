/** The sharing call (calls-and-errors.md 7.7) in zod. */
import { z } from 'zod';
import { uuid } from '~/features/cart/cart.schema';

export const shareParams = z.strictObject({ uuid });

export const shareLink = z
  .object({
    /** The public share page, /share/{token}: the same link every time for this member and content. */
    url: z.string(),
    title: z.string(),
    description: z.string(),
    /** The artwork, an absolute URL. */
    image: z.string(),
  })
  .meta({ id: 'ShareLink' });
