import { z } from 'zod';

/**
 * Bodies of the account calls. Form posts send strings, JSON sends booleans: both are
 * accepted. Fields are loose on purpose: the service checks them in the spec's order
 * and answers each failure with its own text.
 */
export const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off', ''])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

const text = (max: number) => z.string().max(max).optional();

export const loginBody = z.object({
  next_page: text(2000),
  auth_key: text(320),
  email: text(320),
  password: text(1000),
  provider: z.literal('identity').optional(),
});

export const registerBody = z.object({
  next_page: text(2000),
  email: text(320),
  password: text(1000),
  password_confirmation: text(1000),
  provider: z.literal('identity').optional(),
  gdpr_opt_in: formBoolean.optional(),
  name: text(100),
});

export const passwordResetRequestBody = z.object({ email: text(320) });
export const passwordResetFinishBody = z.object({
  password: text(1000),
  password_confirmation: text(1000),
});
export const completeRegistrationBody = passwordResetFinishBody.extend({ name: text(100) });
export const changePasswordBody = passwordResetFinishBody.extend({ current_password: text(1000) });

export const userPatchBody = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  email: text(320),
  mature_content_enabled: formBoolean.optional(),
  gdpr_opt_in: formBoolean.optional(),
});

export const authResponse = z.object({
  status: z.enum(['success', 'needs_confirm']),
  user_id: z.number().int().nullable(),
  email: z.string(),
  user_name: z.string().nullable(),
  new_user: z.boolean(),
  redirect_to: z.string(),
  /** Present with needs_confirm: the pending link to confirm with a password. */
  auth_hash: z.string().optional(),
});
export type AuthResponse = z.infer<typeof authResponse>;

export const currentUserAttributes = z.object({
  email: z.string(),
  name: z.string().nullable(),
  mature_content_enabled: z.boolean(),
  subscription: z.object({ id: z.number().int(), originator_type: z.string() }).nullable(),
  active_annual_pass: z.boolean(),
  enterprise_admin: z.boolean(),
  enrolled_courses: z.array(z.string()),
  email_token: z.string().nullable(),
  email_confirmed: z.boolean(),
  profile_id: z.string().nullable(),
  subscribed_state: z.enum([
    'logged_out',
    'logged_in_no_subscription',
    'logged_in_with_single_class',
    'logged_in_with_aap',
  ]),
  has_password: z.boolean(),
  gdpr_opt_in: z.boolean(),
});
export type CurrentUserAttributes = z.infer<typeof currentUserAttributes>;

export const userDocument = z.object({
  data: z.object({ id: z.string(), type: z.literal('users'), attributes: currentUserAttributes }),
});
