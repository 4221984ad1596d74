import { type AppLoadContext, redirect } from 'react-router';
import { loginHref } from './auth-links';

/**
 * For loaders of login-required routes (product.md 2.1): the signed-in user, or a
 * redirect to the login page carrying this address as next_page, so signing in lands
 * back here.
 */
export async function requireUser(context: AppLoadContext, request: Request) {
  const user = await context.account();
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(loginHref(`${url.pathname}${url.search}`));
}
