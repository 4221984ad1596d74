import { z } from 'zod';

/**
 * The profile calls (issue 3 item 8). The name is loose here on purpose: the service
 * checks its length after trimming, so every caller (API and page forms) gets the same
 * catalogue text. Unknown keys are refused so a typo is not silently ignored.
 */
const name = z.string().max(1000);
const hue = z.number().int().min(0).max(359);

export const profileParams = z.object({ uuid: z.string().min(1).max(64) });

export const createProfileBody = z.strictObject({
  name,
  hue: hue.optional(),
  is_kids: z.boolean().optional(),
});

export const updateProfileBody = z.strictObject({
  name: name.optional(),
  hue: hue.optional(),
  is_kids: z.boolean().optional(),
});

export const currentProfileBody = z.strictObject({ profile_id: z.string().min(1).max(64) });

export const profileResource = z
  .object({
    uuid: z.string(),
    slug: z.string(),
    name: z.string(),
    hue: z.number().int(),
    is_kids: z.boolean(),
    is_current: z.boolean(),
  })
  .meta({ id: 'Profile' });

/** The account's profiles, which one is current, and how many it may have. */
export const profileList = z
  .object({
    profiles: z.array(profileResource),
    current_profile_id: z.string(),
    max_profiles: z.number().int(),
  })
  .meta({ id: 'ProfileList' });
