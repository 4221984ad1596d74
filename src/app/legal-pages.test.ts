import { describe, expect, it } from 'vitest';
import { COOKIES } from '~/shared/spec';
import { BROWSER_HEADERS, createPageApp } from '../../tests/page-app';

// /terms and /privacy through the real React Router build (product.md 2.1), with the product
// name and the contact from the configuration.
const { client } = await createPageApp({
  env: { PRODUCT_NAME: 'Maison', SUPPORT_PHONE: '+33 1 23 45 67 89' },
});

const get = (url: string) => client().request({ method: 'GET', url, headers: BROWSER_HEADERS });

describe('the legal pages', () => {
  it('/terms: the terms of use of this product, with its contact', async () => {
    const response = await get('/terms');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Terms of Use | Maison</title>');
    expect(response.body).toMatch(/<h1>Terms of Use<\/h1>/);
    expect(response.body).toContain('money-back guarantee');
    expect(response.body).toContain('call Maison support at +33 1 23 45 67 89');
    expect(response.body).toContain('<nav class="toc" aria-labelledby="toc-title">');
    expect(response.body).not.toContain('Atelier');
  });

  it('/privacy: what is collected, the cookie table, rights and contact', async () => {
    const response = await get('/privacy');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Privacy Policy | Maison</title>');
    for (const heading of ['What we collect', 'Cookies', 'How long we keep it', 'Your rights', 'Contact us'])
      expect(response.body).toContain(`>${heading}</h2>`);
    expect(response.body).toContain('<table class="cookie-table">');
    const names = [...response.body.matchAll(/<code>(.*?)<\/code>/g)].map((m) =>
      m[1]!.replace(/<[^>]*>/g, ''),
    );
    for (const name of Object.values(COOKIES)) expect(names).toContain(name);
    expect(response.body).toContain('+33 1 23 45 67 89');
  });

  it('are linked from the footer, with the FAQ and no page that does not exist yet', async () => {
    const response = await get('/');
    const footer = /<footer[\s\S]*<\/footer>/.exec(response.body)?.[0] ?? '';
    for (const target of ['/terms', '/privacy', '/faq']) expect(footer).toContain(`href="${target}"`);
    for (const missing of ['/for-business', '/help-center', '/gift', '/redeem', '/certificates'])
      expect(response.body).not.toContain(`href="${missing}"`);
  });
});
