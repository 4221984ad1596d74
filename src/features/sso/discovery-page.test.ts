import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '~/shared/error-catalogue';
import { BROWSER_HEADERS, createPageApp } from '../../../tests/page-app';
import { TestClient } from '../../../tests/test-app';

// The /auth/discovery page through the real React Router build, served by the real app.
const { app, db } = await createPageApp();

await db
  .insertInto('organizations')
  .values({
    uuid: randomUUID(),
    name: 'Acme',
    slug: 'acme',
    sso_domain: 'acme.example.com',
    sso_issuer: 'https://id.acme.example.com',
    sso_client_id: 'acme',
    sso_client_secret: 'secret',
    is_sso_enabled: true,
    created_at: new Date(),
  })
  .execute();

const browser = BROWSER_HEADERS;
const INVALID = ERRORS.sso_organization_invalid.message;

/** Opens the page in a fresh browser and posts the form as a browser without JavaScript would. */
async function submit(organizationUrl: string, headers: Record<string, string> = {}) {
  const client = new TestClient(app);
  const page = await client.request({
    method: 'GET',
    url: '/auth/discovery?next_page=/gift',
    headers: browser,
  });
  const csrf = /name="csrf_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  return client.request({
    method: 'POST',
    url: '/auth/discovery?next_page=/gift',
    headers: { ...browser, ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      csrf_token: csrf,
      next_page: '/gift',
      organization_url: organizationUrl,
    }).toString(),
  });
}

describe('/auth/discovery', () => {
  it('renders the organization URL form', async () => {
    const response = await app.inject({ method: 'GET', url: '/auth/discovery', headers: browser });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Organization URL');
    expect(response.body).toContain('name="organization_url"');
    expect(response.body).not.toContain(INVALID);
  });

  it('shows the text for an unknown organization', async () => {
    for (const input of ['globex', 'https://globex.example.com', '']) {
      const response = await submit(input);
      expect(response.statusCode).toBe(422);
      expect(response.body).toContain(INVALID);
    }
  });

  it('sends a known organization on to its sign-in', async () => {
    for (const input of ['acme', 'acme.example.com', 'https://acme.example.com/']) {
      const response = await submit(input);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/auth/auth0?organization=acme&next_page=%2Fgift');
    }
  });

  it('links on to the sign-in after a form post without JavaScript (no redirect through the form)', async () => {
    const response = await submit('acme', { 'sec-fetch-mode': 'navigate' });
    expect(response.statusCode).toBe(200);
    const href = '/auth/auth0?organization=acme&amp;next_page=%2Fgift';
    expect(response.body).toContain(`href="${href}"`);
    expect(response.body).toContain(`content="0;url=${href}"`);
  });

  it('shows the text when single sign-on could not start', async () => {
    const response = await app.inject({ method: 'GET', url: '/auth/discovery?error=sso', headers: browser });
    expect(response.body).toContain(INVALID);
  });
});
