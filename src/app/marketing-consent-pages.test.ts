import { describe, expect, it } from 'vitest';
import { COOKIES } from '~/shared/spec';
import { BROWSER_HEADERS, createPageApp } from '../../tests/page-app';

// The marketing opt-in of every server-rendered form by country (product.md 6): FR is
// consent-first (shown, unchecked), the US hides it (counted as checked), BR shows it checked.
// Checkout's account step and the auth modal render it in the browser: e2e/consent.spec.ts.
const { client } = await createPageApp();

/** The opt-in input named `name` in a page, for a visitor whose geo is `country`. */
async function optInInput(url: string, name: string, country: string, via: 'header' | 'cookie') {
  const headers =
    via === 'header'
      ? { ...BROWSER_HEADERS, 'cf-ipcountry': country }
      : { ...BROWSER_HEADERS, cookie: `${COOKIES.geo}=${country}` };
  const response = await client().request({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  return new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(response.body)?.[0] ?? '';
}

const FORMS = [
  { form: 'sign-up page', url: '/auth/register', name: 'gdpr_opt_in' },
  { form: 'home hero email capture', url: '/', name: 'consent' },
];

describe.each(FORMS)('the $form', ({ url, name }) => {
  it.each(['header', 'cookie'] as const)('follows the country rule (geo from the %s)', async (via) => {
    const france = await optInInput(url, name, 'FR', via);
    expect(france).toContain('type="checkbox"');
    expect(france).not.toContain('checked');

    const us = await optInInput(url, name, 'US', via);
    expect(us).toContain('type="hidden"');
    expect(us).toContain('value="true"');

    const brazil = await optInInput(url, name, 'BR', via);
    expect(brazil).toContain('type="checkbox"');
    expect(brazil).toContain('checked=""');
  });
});
