import { describe, expect, it } from 'vitest';
import { ERRORS } from '~/shared/error-catalogue';
import { PATHS, VALIDATION_TEXTS } from '~/shared/spec';
import { createTestApp } from '../../../tests/test-app';

const { client, db } = await createTestApp({ env: { GEO_COUNTRY_HEADER: 'x-country' } });

describe('POST /api/v3/growth/email-capture', () => {
  it('answers 400 "Bad request - email is required" without an email, writing nothing', async () => {
    const response = await client().send('POST', PATHS.emailCapture, { consent: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      message: ERRORS.email_capture_email_required.message,
      field: 'email',
    });
    expect(await db.selectFrom('email_captures').select('id').execute()).toHaveLength(0);
  });

  it('checks the email format and the consent with the spec texts', async () => {
    const invalid = await client().send('POST', PATHS.emailCapture, { email: 'nope', consent: true });
    expect(invalid.json().errors[0]).toMatchObject({
      message: VALIDATION_TEXTS.emailInvalid,
      field: 'email',
    });
    const noConsent = await client().send('POST', PATHS.emailCapture, { email: 'a@b.co' });
    expect(noConsent.json().errors[0]).toMatchObject({
      message: VALIDATION_TEXTS.consentRequired,
      field: 'consent',
    });
  });

  it('counts the hidden box as consent in the US only; an explicit no is refused everywhere', async () => {
    const c = client();
    const token = await c.csrfToken();
    const send = (country: string, payload: { email: string; consent?: boolean }) =>
      c.request({
        method: 'POST',
        url: PATHS.emailCapture,
        headers: { 'x-csrf-token': token, 'x-country': country },
        payload,
      });
    expect((await send('US', { email: 'us@example.com' })).statusCode).toBe(201);
    expect((await send('FR', { email: 'fr@example.com' })).statusCode).toBe(400);
    expect((await send('BR', { email: 'br@example.com' })).statusCode).toBe(400);
    expect((await send('US', { email: 'no@example.com', consent: false })).statusCode).toBe(400);
  });

  it('stores the address once, lower-cased, with the visitor country', async () => {
    const c = client();
    const token = await c.csrfToken();
    const send = (email: string, country: string) =>
      c.request({
        method: 'POST',
        url: PATHS.emailCapture,
        headers: { 'x-csrf-token': token, 'x-country': country },
        payload: { email, consent: true },
      });
    expect((await send('Grace@Example.com', 'us')).statusCode).toBe(201);
    expect((await send('grace@example.com', 'de')).statusCode).toBe(201);
    const rows = await db
      .selectFrom('email_captures')
      .selectAll()
      .where('email', '=', 'grace@example.com')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'homepage_hero', country: 'DE' });
    expect(rows[0]?.updated_at).toBeInstanceOf(Date);
  });

  it('refuses an unexpected source value', async () => {
    const response = await client().send('POST', PATHS.emailCapture, {
      email: 'a@b.co',
      consent: true,
      source: '../../etc',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ code: 'invalid_body', field: 'source' });
  });
});
