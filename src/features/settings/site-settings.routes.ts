import type { FastifyInstance } from 'fastify';
import { staffActor, whoMay } from '~/features/staff/studio-gate';
import { DomainError } from '~/server/core/domain-error';
import { type ApiApp, errorResponses, type RouteDeps } from '~/server/http/route-types';
import { STUDIO_API } from '~/shared/studio';
import { LOGO_ROUTE } from './site-logo';
import {
  brandBody,
  coloursBody,
  experimentsBody,
  legalBody,
  legalParams,
  logoAnswer,
  logoBody,
  sectionParams,
  senderBody,
  siteSettingsAnswer,
  siteSettingsView,
} from './site-settings.schema';

const edit = { studio: { permission: 'settings:edit' } } as const;
const who = `${whoMay('settings:edit')} In the audit log (before and after); pages show it at once.`;
const base = STUDIO_API.siteSettings;
const saved = { 200: siteSettingsAnswer, ...errorResponses(400, 401, 403, 422) };

/** The studio's site settings (docs/decisions/0035-site-settings.md): read, save a section, reset one. */
export async function siteSettingsRoutes(app: ApiApp, { services }: RouteDeps): Promise<void> {
  const { siteSettings } = services;
  const answer = async () => siteSettingsView(await siteSettings.view());

  app.get(
    base,
    {
      config: edit,
      schema: {
        operationId: 'studioGetSiteSettings',
        tags: ['studio'],
        summary:
          'The site’s settings in force, the defaults a reset goes back to, and which sections are set.',
        description: whoMay('settings:edit'),
        response: { 200: siteSettingsAnswer, ...errorResponses(401, 403) },
      },
    },
    answer,
  );

  app.put(
    `${base}/brand`,
    {
      config: edit,
      schema: {
        operationId: 'studioSaveSiteBrand',
        tags: ['studio'],
        summary: 'The product’s name (titles, header, emails, structured data) and the support phone.',
        description: who,
        body: brandBody,
        response: saved,
      },
    },
    async (request) => {
      const { product_name, support_phone } = request.body;
      await siteSettings.saveBrand(staffActor(request), {
        productName: product_name,
        supportPhone: support_phone,
      });
      return answer();
    },
  );

  app.put(
    `${base}/logo`,
    {
      config: edit,
      bodyLimit: 1024 * 1024,
      schema: {
        operationId: 'studioSaveSiteLogo',
        tags: ['studio'],
        summary: 'The logo in the header: a PNG, WebP or SVG of at most 256 KB, checked by its content.',
        description: `${who} An SVG is rebuilt from drawing elements only (no scripts, styles or links).`,
        body: logoBody,
        response: { 200: logoAnswer, ...errorResponses(400, 401, 403, 413, 422) },
      },
    },
    async (request) =>
      siteSettings.saveLogo(staffActor(request), Buffer.from(request.body.content_base64, 'base64')),
  );

  app.put(
    `${base}/colours`,
    {
      config: edit,
      schema: {
        operationId: 'studioSaveSiteColours',
        tags: ['studio'],
        summary:
          'The accent colour and its text colour for each theme; a pair under WCAG AA contrast is refused.',
        description: who,
        body: coloursBody,
        response: saved,
      },
    },
    async (request) => {
      const body = request.body;
      await siteSettings.saveColours(staffActor(request), {
        dark: { accent: body.dark_accent, accentText: body.dark_accent_text },
        light: { accent: body.light_accent, accentText: body.light_accent_text },
      });
      return answer();
    },
  );

  app.put(
    `${base}/sender`,
    {
      config: edit,
      schema: {
        operationId: 'studioSaveMailSender',
        tags: ['studio'],
        summary: 'Who the site’s emails come from: a name and an address.',
        description: who,
        body: senderBody,
        response: saved,
      },
    },
    async (request) => {
      await siteSettings.saveMailSender(staffActor(request), request.body);
      return answer();
    },
  );

  app.put(
    `${base}/experiments`,
    {
      config: edit,
      schema: {
        operationId: 'studioSaveExperiments',
        tags: ['studio'],
        summary: 'Each experiment on or off, and its buckets’ weights (summing to 100).',
        description: `${who} Visitors keep their bucket while the weights stay the same.`,
        body: experimentsBody,
        response: saved,
      },
    },
    async (request) => {
      await siteSettings.saveExperiments(staffActor(request), request.body.experiments);
      return answer();
    },
  );

  app.put(
    `${base}/:section`,
    {
      config: edit,
      schema: {
        operationId: 'studioSaveLegalPage',
        tags: ['studio'],
        summary: 'The text of /terms or /privacy in Markdown; HTML and unsafe links are taken out on save.',
        description: `${who} The page's 'Last updated' becomes today.`,
        params: legalParams,
        body: legalBody,
        response: saved,
      },
    },
    async (request) => {
      await siteSettings.saveLegal(staffActor(request), request.params.section, request.body);
      return answer();
    },
  );

  app.delete(
    `${base}/:section`,
    {
      config: edit,
      schema: {
        operationId: 'studioResetSiteSetting',
        tags: ['studio'],
        summary:
          'A section back to its default (the configuration’s value, the design’s colours, the built-in text).',
        description: who,
        params: sectionParams,
        response: saved,
      },
    },
    async (request) => {
      await siteSettings.reset(staffActor(request), request.params.section);
      return answer();
    },
  );
}

/**
 * GET /site/logo/{sha}.{ext}: the studio's logo. Its address names its content, so it is
 * cached for a year; an old address answers 404. Outside the session scope (no cookies);
 * every answer's `default-src 'none'` keeps an SVG opened on its own inert.
 */
export async function siteLogoRoutes(app: FastifyInstance, { services }: RouteDeps): Promise<void> {
  app.get<{ Params: { file: string } }>(LOGO_ROUTE, { schema: { hide: true } }, async (request, reply) => {
    const { logo } = await services.siteSettings.current();
    if (!logo || request.url.split('?')[0] !== logo.path) throw new DomainError('not_found');
    return reply
      .header('content-type', logo.type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(logo.body);
  });
}
