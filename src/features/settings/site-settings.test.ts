import { describe, expect, it } from 'vitest';
import { createContentVersionService } from '~/features/content-version/content-version.service';
import { TestClock } from '~/server/core/clock';
import { createServices } from '~/server/services';
import { DEFAULT_COLOURS } from '~/shared/site-colours';
import { EXPERIMENTS, VARIANT_BUCKET } from '~/shared/spec';
import { STUDIO_API } from '~/shared/studio';
import { makeAccount, signedInStaff } from '../../../tests/staff';
import { createTestApp } from '../../../tests/test-app';
import { LOGO_MAX_BYTES } from './site-logo';
import type { SiteSettingsAnswer } from './site-settings.schema';

const t = await createTestApp();
const { services, db, config } = t;
const owner = await signedInStaff(t, 'owner');
const base = STUDIO_API.siteSettings;

const get = async () => {
  const response = await owner.client.request({ method: 'GET', url: base });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SiteSettingsAnswer>();
};
const put = (part: string, body: unknown) => owner.client.send('PUT', `${base}/${part}`, body);
const reset = (part: string) => owner.client.send('DELETE', `${base}/${part}`);
/** A refused save: its status, and the field and text of its first error. */
async function refused(part: string, body: unknown) {
  const response = await put(part, body);
  const [error] = response.json<{ errors: { field?: string; message: string }[] }>().errors;
  return { status: response.statusCode, field: error?.field, message: error?.message ?? '' };
}
const lastAudit = () =>
  db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.alloc(17, 1),
]);
const base64 = (text: string | Buffer) => Buffer.from(text).toString('base64');

describe('site settings: nothing set', () => {
  it('are the configuration’s values, the design’s colours and the built-in texts', async () => {
    const answer = await get();
    expect(answer.set).toEqual([]);
    expect(answer.values).toMatchObject({
      product_name: config.PRODUCT_NAME,
      support_phone: config.SUPPORT_PHONE,
      logo: null,
      colours: { dark: { accent: DEFAULT_COLOURS.dark.accent } },
    });
    expect(answer.values.terms).toEqual(answer.defaults.terms);
    expect(answer.values.terms.markdown).toMatch(/^## About these terms/);
    const site = await services.siteSettings.current();
    expect(site.coloursCss).toBeNull();
  });
});

describe('the name and the phone', () => {
  it('apply at once, with the audit entry (before and after) and a new content version', async () => {
    const version = await services.contentVersion.current();
    const response = await put('brand', { product_name: '  Maison  ', support_phone: '+33 1 23 45 67 89' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<SiteSettingsAnswer>().values.product_name).toBe('Maison');
    expect(await services.contentVersion.current()).not.toBe(version);
    expect((await services.siteSettings.current()).productName).toBe('Maison');
    const entry = await lastAudit();
    expect(entry).toMatchObject({
      action: 'settings.update',
      resource_type: 'setting',
      resource_id: 'site.brand',
    });
    expect(entry.before_json).toBeNull();
    expect(entry.after_json).toEqual({ productName: 'Maison', supportPhone: '+33 1 23 45 67 89' });

    // Emails written from now on name it; the legal pages say it and the phone.
    const member = await makeAccount(t);
    await services.recovery.requestPasswordReset(member.email, 'http://localhost');
    const [mail] = await services.mailer.recent({ to: member.email });
    expect(mail?.subject).toBe('Reset your Maison password');
    const terms = await services.legal.page('terms');
    expect(JSON.stringify(terms)).toContain('Maison');
    expect(JSON.stringify(terms)).not.toContain(config.PRODUCT_NAME);
  });

  it('reach another process within the content version’s second', async () => {
    const clock = new TestClock(t.clock.now());
    const other = createServices({ db, clock, config });
    await other.siteSettings.current();
    await put('brand', { product_name: 'Maison Deux', support_phone: '+33 1 23 45 67 89' });
    expect((await other.siteSettings.current()).productName).not.toBe('Maison Deux');
    clock.advance(1000);
    expect((await other.siteSettings.current()).productName).toBe('Maison Deux');
  });

  it('refuse an empty name, a name of several lines and a phone with letters, naming the field', async () => {
    const phone = '+1 800 555 0142';
    expect(await refused('brand', { product_name: ' ', support_phone: phone })).toMatchObject({
      status: 422,
      field: 'product_name',
      message: 'Enter the product name.',
    });
    expect(await refused('brand', { product_name: 'A\nB', support_phone: phone })).toMatchObject({
      status: 422,
      field: 'product_name',
    });
    expect(await refused('brand', { product_name: 'A', support_phone: 'call me' })).toMatchObject({
      status: 422,
      field: 'support_phone',
    });
    expect(await refused('brand', { product_name: 'A' })).toMatchObject({ status: 400 });
  });

  it('go back to the configuration’s on reset', async () => {
    const response = await reset('brand');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<SiteSettingsAnswer>().values.product_name).toBe(config.PRODUCT_NAME);
    expect(response.json<SiteSettingsAnswer>().set).not.toContain('brand');
    expect((await lastAudit()).after_json).toBeNull();
  });
});

describe('the colours', () => {
  const good = {
    dark_accent: '#7FD1FF',
    dark_accent_text: '#000000',
    light_accent: '#0b5394',
    light_accent_text: '#ffffff',
  };

  it('are kept and written into every page’s head', async () => {
    expect((await put('colours', good)).statusCode).toBe(200);
    const site = await services.siteSettings.current();
    expect(site.coloursCss).toBe(
      ':root{--accent:#7fd1ff;--accent-text:#000000}[data-theme="light"]{--accent:#0b5394;--accent-text:#ffffff}',
    );
  });

  it('refuse a pair under WCAG AA, naming the colour and the ratio', async () => {
    const pale = await refused('colours', { ...good, light_accent: '#f0e68c', light_accent_text: '#000000' });
    expect(pale).toMatchObject({ status: 422, field: 'light_accent' });
    expect(pale.message).toMatch(/^Light theme: the accent on the page has a contrast of 1\.\d:1; it needs/);
    const onAccent = await refused('colours', { ...good, dark_accent_text: '#6a6a6a' });
    expect(onAccent).toMatchObject({ status: 422, field: 'dark_accent_text' });
    expect(onAccent.message).toContain('needs at least 4.5:1');
    expect(await refused('colours', { ...good, dark_accent: 'red' })).toMatchObject({ status: 400 });
    expect((await services.siteSettings.current()).colours.light.accent).toBe('#0b5394');
  });
});

describe('the mail sender', () => {
  it('is what mail is sent from', async () => {
    expect((await put('sender', { name: 'Maison', address: 'hello@maison.example' })).statusCode).toBe(200);
    expect((await services.siteSettings.current()).mailFrom).toEqual({
      name: 'Maison',
      address: 'hello@maison.example',
    });
    await reset('sender');
    expect((await services.siteSettings.current()).mailFrom).toBe(config.MAIL_FROM);
  });

  it('refuses a name that would break the header and an address that is not one', async () => {
    expect(await refused('sender', { name: 'Evil <x@y.z>', address: 'a@b.co' })).toMatchObject({
      status: 422,
      field: 'name',
    });
    expect(await refused('sender', { name: 'Maison', address: 'a@b.co>, c@d.ef' })).toMatchObject({
      status: 422,
      field: 'address',
    });
  });
});

describe('the legal pages’ text', () => {
  const text = {
    title: 'Terms of {product}',
    summary: 'How {product} works.',
    markdown:
      '## First\n\nWe <script>alert(1)</script>keep **bold** words and [a link](https://example.com) but not [this](javascript:alert(1)).\n\n- one\n- two\n\n## Contact\n\nCall {phone}.',
  };

  it('is sanitised on save, dated today, and rendered as blocks', async () => {
    const response = await put('terms', text);
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<SiteSettingsAnswer>().values.terms;
    expect(saved.markdown).not.toContain('<script>');
    expect(saved.markdown).not.toContain('javascript:');
    expect(saved.updated_on).toBe(t.clock.now().toISOString().slice(0, 10));
    const page = (await services.legal.page('terms'))!;
    expect(page.title).toBe(`Terms of ${config.PRODUCT_NAME}`);
    expect(page.sections.map((s) => s.heading)).toEqual(['First', 'Contact']);
    expect(page.sections[0]!.blocks).toEqual([
      {
        kind: 'paragraph',
        spans: [
          { text: 'We keep ' },
          { text: 'bold', style: 'strong' },
          { text: ' words and ' },
          { text: 'a link', href: 'https://example.com' },
          { text: ' but not this.' },
        ],
      },
      { kind: 'list', items: [[{ text: 'one' }], [{ text: 'two' }]] },
    ]);
    expect((await services.legal.page('privacy'))!.title).toBe('Privacy Policy');
  });

  it('refuses text before the first section and a placeholder nobody fills', async () => {
    expect(await refused('terms', { ...text, markdown: 'Hello\n\n## A\n\nB' })).toMatchObject({
      status: 422,
      field: 'markdown',
      message: 'Start the text with a section heading (a line starting with ##).',
    });
    const unknown = await refused('privacy', { ...text, markdown: '## A\n\n{price}' });
    expect(unknown).toMatchObject({ status: 422, field: 'markdown' });
    expect(unknown.message).toMatch(/^Unknown placeholder \{price\}/);
    expect(await refused('privacy', { ...text, title: '{nope}' })).toMatchObject({
      status: 422,
      field: 'title',
    });
    expect(await refused('cookies', text)).toMatchObject({ status: 400 });
  });
});

describe('the experiments', () => {
  const buckets = (control: number) => [
    { name: 'control', weight: control },
    { name: VARIANT_BUCKET, weight: 100 - control },
  ];
  const visitorBucket = async () => {
    const response = await t.client().request({ method: 'GET', url: '/jsonapi/v1/experiments/sessionless' });
    const data = response.json<{ data: { id: string; attributes: { bucket: string } }[] }>().data;
    return data.find((row) => row.id === EXPERIMENTS.signUpPopup)?.attributes.bucket;
  };

  it('put every visitor where the weights say, and in control when off', async () => {
    const all = (control: number, enabled = true) => ({
      experiments: [{ name: EXPERIMENTS.signUpPopup, enabled, buckets: buckets(control) }],
    });
    expect((await put('experiments', all(0))).statusCode).toBe(200);
    expect(await visitorBucket()).toBe(VARIANT_BUCKET);
    expect(await visitorBucket()).toBe(VARIANT_BUCKET);
    await put('experiments', all(0, false));
    expect(await visitorBucket()).toBe('control');
    expect((await lastAudit()).resource_id).toBe('site.experiments');
    await reset('experiments');
  });

  it('refuse weights that do not add up to 100, unknown experiments and buckets', async () => {
    const one = (experiment: object) => ({ experiments: [experiment] });
    const sum = await refused(
      'experiments',
      one({
        name: EXPERIMENTS.signUpPopup,
        enabled: true,
        buckets: [...buckets(60)].map((b) => ({ ...b, weight: 60 })),
      }),
    );
    expect(sum).toMatchObject({
      status: 422,
      field: EXPERIMENTS.signUpPopup,
      message: 'The weights add up to 120: they must add up to 100.',
    });
    expect(
      await refused('experiments', one({ name: 'made-up', enabled: true, buckets: buckets(50) })),
    ).toMatchObject({ status: 422, field: 'made-up' });
    expect(
      await refused(
        'experiments',
        one({ name: EXPERIMENTS.signUpPopup, enabled: true, buckets: [{ name: 'control', weight: 100 }] }),
      ),
    ).toMatchObject({ status: 422, field: EXPERIMENTS.signUpPopup });
  });
});

describe('the logo', () => {
  const fetchLogo = (path: string) => t.client().request({ method: 'GET', url: path });

  it('takes a PNG by its content and serves it under an address named by it', async () => {
    const response = await put('logo', { content_base64: base64(PNG) });
    expect(response.statusCode, response.body).toBe(200);
    const { path } = response.json<{ path: string }>();
    expect(path).toMatch(/^\/site\/logo\/[0-9a-f]{20}\.png$/);
    const served = await fetchLogo(path);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await fetchLogo(path.replace('.png', '.svg'))).statusCode).toBe(404);
    expect((await lastAudit()).after_json).toMatchObject({ type: 'image/png', bytes: PNG.length });
  });

  it('rebuilds an SVG without its scripts, handlers, styles and outside links', async () => {
    const svg = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">
      <script>alert(2)</script><style>@import url(https://evil.example/x.css)</style>
      <foreignObject><p>hi</p></foreignObject>
      <a href="https://evil.example"><rect width="1" height="1"/></a>
      <use href="https://evil.example/#x"/><use href="#dot"/>
      <circle id="dot" cx="5" cy="5" r="4" fill="url(https://evil.example/p)" stroke="#123"/>
      <text x="1" y="9">M &amp; Co</text></svg>`;
    const { path } = (await put('logo', { content_base64: base64(svg) })).json<{ path: string }>();
    const served = await fetchLogo(path);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.body).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><use/><use href="#dot"/><circle id="dot" cx="5" cy="5" r="4" stroke="#123"/><text x="1" y="9">M &amp; Co</text></svg>',
    );
  });

  it('refuses anything else, whatever it is called', async () => {
    const gif = Buffer.from('GIF89a\u0001\u0000\u0001\u0000');
    expect(await refused('logo', { content_base64: base64(gif) })).toMatchObject({
      status: 422,
      field: 'content_base64',
      message: 'The logo must be a PNG, WebP or SVG image.',
    });
    const entities = '<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>';
    expect(await refused('logo', { content_base64: base64(entities) })).toMatchObject({
      status: 422,
      message: 'This SVG cannot be used: it declares a document type.',
    });
    expect(await refused('logo', { content_base64: base64('<svg><g></svg>') })).toMatchObject({
      status: 422,
    });
    expect(await refused('logo', { content_base64: '' })).toMatchObject({
      status: 422,
      message: 'Choose a file for the logo.',
    });
    const large = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]);
    expect((await refused('logo', { content_base64: base64(large) })).status).toBe(400);
  });

  it('is gone from pages after a reset, and its address answers 404', async () => {
    const { path } = (await put('logo', { content_base64: base64(PNG) })).json<{ path: string }>();
    expect((await reset('logo')).statusCode).toBe(200);
    expect((await services.siteSettings.current()).logo).toBeNull();
    expect((await fetchLogo(path)).statusCode).toBe(404);
  });
});

describe('the site is read once per content version', () => {
  it('asks the database again only when the version moves', async () => {
    const clock = new TestClock(t.clock.now());
    const contentVersion = createContentVersionService({ db, clock });
    const other = createServices({ db, clock, config });
    const first = await other.siteSettings.current();
    expect(await other.siteSettings.current()).toBe(first);
    await db.transaction().execute((trx) => contentVersion.bump(trx, 'site'));
    clock.advance(1000);
    expect(await other.siteSettings.current()).not.toBe(first);
  });
});
