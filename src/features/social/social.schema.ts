import { z } from 'zod';

const text = (max: number) => z.string().max(max).optional();

/** Starting a browser flow: where to go afterwards. */
export const startQuery = z.strictObject({ next_page: text(2000) });

/**
 * A provider's redirect back. Providers add parameters of their own (iss, scope,
 * authuser, prompt, hd, session_state…), so unknown ones are let through.
 */
export const callbackQuery = z.looseObject({
  code: text(4000),
  state: text(1000),
  error: text(200),
});

/** Google one-tap (calls-and-errors.md 7.2: JSON credential). */
export const oneTapBody = z.object({
  credential: z.string().min(1).max(8000),
  next_page: text(2000),
});

/** Facebook's JavaScript SDK sign-in: its user access token. */
export const facebookTokenBody = z.object({
  access_token: z.string().min(1).max(4000),
  next_page: text(2000),
});

/**
 * POST /user_sessions/create (calls-and-errors.md 7.2): either Apple's form post
 * (code, id_token, state, user; error when the person cancelled) or a pending link's
 * confirmation (auth_hash, password).
 */
export const userSessionsBody = z.object({
  auth_hash: text(128),
  password: text(1000),
  code: text(4000),
  id_token: text(8000),
  state: text(1000),
  user: text(4000),
  error: text(200),
  next_page: text(2000),
  /** Kept (not stripped) so a form post of the link branch can present its CSRF token. */
  csrf_token: text(200),
});
