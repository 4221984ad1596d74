import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ERRORS } from '~/shared/error-catalogue';
import { COOKIES } from '~/shared/spec';
import { startOidcProvider } from '../../../tests/oidc-provider';
import {
  APP_ORIGIN,
  capturesOf,
  createPasswordUser,
  identitiesOf,
  locationOf,
  queryOf,
  returnTo,
} from '../../../tests/sign-in-flow';
import { createTestApp, type TestClient } from '../../../tests/test-app';
import { normalizeOrganizationUrl } from './sso.service';

const provider = await startOidcProvider({
  clients: [
    {
      client_id: 'acme-client',
      client_secret: 'acme-secret',
      redirect_uris: [`${APP_ORIGIN}/auth/sso/callback`],
    },
  ],
});
afterAll(() => provider.close());
const { services, db, client } = await createTestApp({ env: { PUBLIC_URL: APP_ORIGIN } });

async function addOrganization(slug: string, values: { domain: string; enabled: boolean }) {
  return db
    .insertInto('organizations')
    .values({
      uuid: randomUUID(),
      name: `${slug} Inc.`,
      slug,
      sso_domain: values.domain,
      sso_issuer: provider.issuer,
      sso_client_id: 'acme-client',
      sso_client_secret: 'acme-secret',
      is_sso_enabled: values.enabled,
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
const acme = await addOrganization('acme', { domain: 'acme.example.com', enabled: true });
await addOrganization('dormant', { domain: 'dormant.example.com', enabled: false });

/** /auth/auth0 in this browser, then the organization's provider, then back. */
async function ssoSignIn(browser: TestClient, query: string, login: string) {
  const start = await browser.request({ method: 'GET', url: `/auth/auth0?${query}` });
  return returnTo(browser, await provider.authorize(locationOf(start), login));
}

describe('organization URL', () => {
  it('normalises what people type to a domain', () => {
    expect(normalizeOrganizationUrl(' ACME ')).toBe('acme');
    expect(normalizeOrganizationUrl('acme.example.com')).toBe('acme.example.com');
    expect(normalizeOrganizationUrl('https://www.Acme.example.com/login?x=1')).toBe('acme.example.com');
    expect(normalizeOrganizationUrl('acme.example.com:8443/path')).toBe('acme.example.com');
    for (const bad of ['', '   ', 'not a url', 'https://', '-acme', 'a..b'])
      expect(normalizeOrganizationUrl(bad)).toBeNull();
  });

  it('finds an organization set up for single sign-on, and only such', async () => {
    for (const input of ['acme', 'acme.example.com', 'https://acme.example.com/', 'acme.learn.example.org'])
      expect(await services.sso.discover(input)).toEqual({ slug: 'acme', name: 'acme Inc.' });
    for (const input of ['dormant', 'dormant.example.com', 'unknown.example.com', '???'])
      await expect(services.sso.discover(input)).rejects.toMatchObject({
        code: 'sso_organization_invalid',
        message: ERRORS.sso_organization_invalid.message,
      });
  });
});

describe('single sign-on through the organization’s provider', () => {
  it("starts at the organization of the email's domain, with the hint and a fresh login", async () => {
    const response = await client().request({
      method: 'GET',
      url: '/auth/auth0?login=prompt&login_hint=jane%40acme.example.com',
    });
    const url = new URL(locationOf(response));
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'acme-client',
      redirect_uri: `${APP_ORIGIN}/auth/sso/callback`,
      login_hint: 'jane@acme.example.com',
      prompt: 'login',
      code_challenge_method: 'S256',
    });
  });

  it('sends an unknown organization back to discovery with the error', async () => {
    for (const query of [
      'login=prompt&login_hint=joe%40nowhere.example',
      'organization=dormant&next_page=/gift',
    ]) {
      const location = locationOf(await client().request({ method: 'GET', url: `/auth/auth0?${query}` }));
      expect(location.startsWith('/auth/discovery?')).toBe(true);
      expect(queryOf(location).error).toBe('sso');
    }
  });

  it('creates the member just in time in the organization, then signs them in again', async () => {
    const browser = client();
    const response = await ssoSignIn(
      browser,
      'organization=acme&next_page=/classes/a',
      'jane@acme.example.com',
    );
    expect(locationOf(response)).toBe('/classes/a');
    expect(browser.cookies.get(COOKIES.lastLoginMethod)).toBe('sso');
    const user = await services.accounts.findByEmail('jane@acme.example.com');
    expect(user).toMatchObject({ organization_id: acme.id, is_sso_only: true, password_hash: null });
    expect(await identitiesOf(db, user!.id)).toMatchObject([{ provider: 'sso:acme' }]);
    expect(await capturesOf(db, user!.id)).toEqual([]);

    const again = client();
    await ssoSignIn(again, 'login=prompt&login_hint=jane%40acme.example.com', 'jane@acme.example.com');
    const me = await again.request({ method: 'GET', url: '/jsonapi/v1/users/current' });
    expect(me.json().data.id).toBe(String(user!.id));

    // Password login is refused for a single sign-on account: the UI sends it to /auth/auth0.
    const login = await client().send('POST', '/auth/identity/callback', {
      email: 'jane@acme.example.com',
      password: 'whatever',
    });
    expect(login.statusCode).toBe(422);
    expect(login.json().errors[0].code).toBe('sso_only_error');
  });

  it('links an existing member of the organization without a password', async () => {
    const member = await createPasswordUser(services, 'max@acme.example.com', 'max-password');
    await db.updateTable('users').set({ organization_id: acme.id }).where('id', '=', member.id).execute();
    const response = await ssoSignIn(client(), 'organization=acme', 'max@acme.example.com');
    expect(locationOf(response)).toBe('/');
    expect(await identitiesOf(db, member.id)).toMatchObject([{ provider: 'sso:acme' }]);
  });

  it('asks an account outside the organization to confirm with its password', async () => {
    await createPasswordUser(services, 'solo@acme.example.com', 'solo-password');
    const response = await ssoSignIn(client(), 'organization=acme', 'solo@acme.example.com');
    expect(queryOf(locationOf(response))).toMatchObject({
      needs_confirm: '1',
      email: 'solo@acme.example.com',
    });
  });

  it("does not take an unverified address outside the organization's domain", async () => {
    provider.setAccount('outsider', { email: 'outsider@gmail.example', email_verified: false });
    const response = await ssoSignIn(client(), 'organization=acme', 'outsider');
    expect(queryOf(locationOf(response)).error).toBe('social');
    expect(await services.accounts.findByEmail('outsider@gmail.example')).toBeUndefined();
  });
});
