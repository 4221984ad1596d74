import { describe, expect, it } from 'vitest';
import { RECOVERY_PATHS } from '~/features/accounts/recovery.service';
import { ERRORS } from '~/shared/error-catalogue';
import { AUTH_TEXTS, COOKIES, VALIDATION_TEXTS } from '~/shared/spec';
import { BROWSER_HEADERS, createPageApp, inHtml } from '../../tests/page-app';
import { TestClient } from '../../tests/test-app';

const { app, services } = await createPageApp({
  env: { PRODUCT_NAME: 'Maison', EXPERIMENT_OVERRIDES: 'post-pw-ce-3448-last-login-reminder=control' },
});
const browser = BROWSER_HEADERS;
const html = inHtml;
const PASSWORD = 'correct-horse';
const ada = await services.accounts.register(
  { email: 'ada@example.com', password: PASSWORD },
  { country: 'GB' },
);

const optInInput = (body: string) => /<input[^>]*name="gdpr_opt_in"[^>]*>/.exec(body)?.[0] ?? '';

/** Opens a page like a browser without JavaScript: keeps cookies, reads the form's CSRF token. */
async function openForm(c: TestClient, url: string) {
  const page = await c.request({ method: 'GET', url, headers: browser });
  expect(page.statusCode).toBe(200);
  const token = /name="csrf_token" value="([^"]+)"/.exec(page.body)?.[1];
  expect(token, 'the form carries the CSRF token').toBeTruthy();
  return { page, token: token! };
}

function postForm(c: TestClient, url: string, fields: Record<string, string>) {
  return c.request({
    method: 'POST',
    url,
    // A browser's form post says where it comes from; React Router refuses a foreign Origin.
    headers: {
      ...browser,
      origin: 'http://localhost:80',
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

describe('the sign-in pages', () => {
  it('render the login form with the spec texts and a title', async () => {
    const { page } = await openForm(new TestClient(app), '/auth/login?next_page=%2Fclasses%2Fa');
    expect(page.body).toMatch(/<title>Log In \| Maison<\/title>/);
    for (const text of [AUTH_TEXTS.loginTitle, AUTH_TEXTS.needAccount, AUTH_TEXTS.forgotPassword])
      expect(page.body).toContain(html(text));
    expect(page.body).toContain('name="email"');
    expect(page.body).toContain('name="password"');
    expect(page.body).toContain('href="/auth/discovery?next_page=%2Fclasses%2Fa"');
    expect(page.body).toContain('href="/terms"');
    expect(page.body).toContain('href="/privacy"');
    expect(page.body).not.toContain('id="promo-banner"');
    // The CSRF token is in the page: never from a shared cache.
    expect(page.headers['cache-control']).toContain('private');
    // Under no-referrer, browsers would post forms with `Origin: null`, which React Router refuses.
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('show why a social sign-in failed when it comes back with ?error=', async () => {
    const { page } = await openForm(new TestClient(app), '/auth/login?next_page=%2F&error=social');
    expect(page.body).toContain(html(ERRORS.social_failed.message));
    const apple = await openForm(new TestClient(app), '/auth/login?error=apple_account');
    expect(apple.page.body).toContain(html(ERRORS.apple_needs_app_account.message));
    const unknown = await openForm(new TestClient(app), '/auth/login?error=toString');
    expect(unknown.page.statusCode).toBe(200);
    expect(unknown.page.body).not.toContain(html(ERRORS.social_failed.message));
  });

  it('hide Forgot password when signing in for the TV app', async () => {
    const { page } = await openForm(new TestClient(app), '/auth/login?next_page=%2Fappletv');
    expect(page.body).not.toContain(AUTH_TEXTS.forgotPassword);
  });

  it('render the register form, the opt-in by country and the gift variant', async () => {
    const { page } = await openForm(new TestClient(app), '/auth/register');
    expect(page.body).toMatch(/<title>Sign Up \| Maison<\/title>/);
    expect(page.body).toContain(AUTH_TEXTS.registerTitle);
    expect(page.body).toContain(AUTH_TEXTS.haveAccount);
    expect(optInInput(page.body)).toMatch(/type="checkbox".* checked=""/);

    const germany = await new TestClient(app).request({
      method: 'GET',
      url: '/auth/register',
      headers: { ...browser, 'cf-ipcountry': 'DE' },
    });
    expect(optInInput(germany.body)).toContain('type="checkbox"');
    expect(optInInput(germany.body)).not.toContain('checked');
    const us = await new TestClient(app).request({
      method: 'GET',
      url: '/auth/register',
      headers: { ...browser, 'cf-ipcountry': 'US' },
    });
    expect(optInInput(us.body)).toMatch(/type="hidden".*value="true"/);

    const gift = await new TestClient(app).request({
      method: 'GET',
      url: '/auth/register?gift=true',
      headers: browser,
    });
    expect(gift.body).toContain(AUTH_TEXTS.giftTitle);
    expect(gift.body).toContain(AUTH_TEXTS.giftButton);
  });

  it('show the reset form on the login page with view=reset', async () => {
    const { page } = await openForm(new TestClient(app), '/auth/login?view=reset');
    expect(page.body).toContain(AUTH_TEXTS.resetTitle);
    expect(page.body).toContain(AUTH_TEXTS.resetButton);
  });
});

describe('without JavaScript', () => {
  it('logs in: a new session cookie, then the next page', async () => {
    const c = new TestClient(app);
    const url = '/auth/login?next_page=%2Faccount%2Fedit';
    const { token } = await openForm(c, url);
    const before = c.cookies.get(COOKIES.session);
    const response = await postForm(c, url, {
      csrf_token: token,
      intent: 'login',
      email: ada.email,
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/account/edit');
    expect(c.cookies.get(COOKIES.session)).toBeTruthy();
    expect(c.cookies.get(COOKIES.session)).not.toBe(before);
    expect(c.cookies.get(COOKIES.lastLoginMethod)).toBe('email');
    const settings = await c.request({ method: 'GET', url: '/account/edit', headers: browser });
    expect(settings.statusCode).toBe(200);
    expect(settings.body).toContain(ada.email);
  });

  it('re-renders the form with the failure text after a wrong password', async () => {
    const c = new TestClient(app);
    const { token } = await openForm(c, '/auth/login');
    const response = await postForm(c, '/auth/login', {
      csrf_token: token,
      intent: 'login',
      email: ada.email,
      password: 'wrong-password',
    });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain(ERRORS.login_failed.message);
    expect(response.body).toContain(`value="${ada.email}"`);
  });

  it('shows the field texts of an empty login', async () => {
    const c = new TestClient(app);
    const { token } = await openForm(c, '/auth/login');
    const response = await postForm(c, '/auth/login', {
      csrf_token: token,
      intent: 'login',
      email: '',
      password: '',
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(VALIDATION_TEXTS.emailRequired);
    expect(response.body).toContain(VALIDATION_TEXTS.passwordRequired);
  });

  it('refuses a form post without the CSRF token', async () => {
    const response = await postForm(new TestClient(app), '/auth/login', {
      email: ada.email,
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(422);
  });

  it('registers and signs in, or shows the taken email', async () => {
    const c = new TestClient(app);
    const url = '/auth/register?next_page=%2Fclasses%2Fa';
    const { token } = await openForm(c, url);
    const response = await postForm(c, url, {
      csrf_token: token,
      intent: 'register',
      email: 'grace@example.com',
      password: 'abcd',
      gdpr_opt_in: 'true',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/classes/a');
    const user = await services.accounts.findByEmail('grace@example.com');
    expect(user?.has_marketing_opt_in).toBe(true);
    const confirmation = await services.mailer.recent({ to: 'grace@example.com' });
    expect(confirmation).toHaveLength(1);

    const again = new TestClient(app);
    const second = await openForm(again, '/auth/register');
    const taken = await postForm(again, '/auth/register', {
      csrf_token: second.token,
      intent: 'register',
      email: 'grace@example.com',
      password: 'abcd',
    });
    expect(taken.body).toContain(ERRORS.email_taken.message);
    const short = await postForm(again, '/auth/register', {
      csrf_token: second.token,
      intent: 'register',
      email: 'new@example.com',
      password: 'abc',
    });
    expect(short.body).toContain(VALIDATION_TEXTS.passwordTooShort);
  });

  it('sends a reset link from the reset form', async () => {
    const c = new TestClient(app);
    const url = '/auth/login?view=reset';
    const { token } = await openForm(c, url);
    const response = await postForm(c, url, { csrf_token: token, intent: 'reset', email: ada.email });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(html(AUTH_TEXTS.resetSent));
  });
});

describe('login-required pages and emailed links', () => {
  it('redirect a visitor to log in with the page as next_page', async () => {
    for (const url of ['/account/edit?tab=password', '/account/email-correction', '/auth/confirm-email']) {
      const response = await app.inject({ method: 'GET', url, headers: browser });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`/auth/login?next_page=${encodeURIComponent(url)}`);
    }
  });

  it('send a signed-in visitor of the login page straight to the next page', async () => {
    const session = await services.sessions.start(ada.id);
    const response = await app.inject({
      method: 'GET',
      url: '/auth/login?next_page=%2Fclasses%2Fb',
      headers: { ...browser, cookie: `${COOKIES.session}=${session.token}` },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/classes/b');
  });

  it('confirm an email with its link, and say a bad link has expired', async () => {
    const expired = await app.inject({
      method: 'GET',
      url: RECOVERY_PATHS.verifyEmail('no-such-token'),
      headers: browser,
    });
    expect(expired.statusCode).toBe(200);
    expect(expired.body).toContain(ERRORS.email_confirmation_invalid.message);

    await services.recovery.sendEmailConfirmation(ada.id, 'http://localhost');
    const [mail] = await services.mailer.recent({ to: ada.email });
    const path = /\/account\/verify\/[\w-]+/.exec(mail!.text_body)?.[0];
    const confirmed = await app.inject({ method: 'GET', url: path!, headers: browser });
    expect(confirmed.body).toContain('Email confirmed');
    expect((await services.accounts.findById(ada.id))?.email_confirmed_at).not.toBeNull();
  });

  it('show the reset-password form only for a live link', async () => {
    const dead = await app.inject({
      method: 'GET',
      url: RECOVERY_PATHS.resetPassword('nope'),
      headers: browser,
    });
    expect(dead.body).toContain(AUTH_TEXTS.resetLinkDead);
    await services.recovery.requestPasswordReset(ada.email, 'http://localhost');
    const [mail] = await services.mailer.recent({ to: ada.email });
    const path = /\/auth\/reset-password\/[\w-]+/.exec(mail!.text_body)?.[0];
    const live = await app.inject({ method: 'GET', url: path!, headers: browser });
    expect(live.body).toContain('name="password_confirmation"');
    expect(live.body).toContain('<meta name="referrer" content="no-referrer"/>');
  });
});
