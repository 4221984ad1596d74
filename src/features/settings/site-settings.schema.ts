/** The studio's site settings calls in zod (docs/decisions/0035-site-settings.md). */
import { z } from 'zod';
import { LEGAL_MARKDOWN_MAX } from '~/shared/legal-markdown';
import type { BrandColours } from '~/shared/site-colours';
import { LOGO_MAX_BYTES, LOGO_TYPES } from './site-logo';
import { parseSender, SITE_SECTIONS, type SiteSettings } from './site-settings.service';

const text = (max: number) => z.string().max(max);
/** A colour as the form's colour input gives it; the contrast is the service's to check. */
const colour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Give the colour as #rrggbb.')
  .transform((value) => value.toLowerCase());

export const brandBody = z.strictObject({ product_name: text(200), support_phone: text(200) });

export const senderBody = z.strictObject({ name: text(200), address: text(400) });

export const coloursBody = z.strictObject({
  dark_accent: colour,
  dark_accent_text: colour,
  light_accent: colour,
  light_accent_text: colour,
});

export const legalBody = z.strictObject({
  title: text(400),
  summary: text(1000),
  markdown: text(LEGAL_MARKDOWN_MAX * 2).meta({
    description: 'The text in the legal pages’ Markdown (## sections, lists, **strong**, *em*, links).',
  }),
});

/** A legal page is one of the sections (DELETE /{section} resets it too). */
export const legalParams = z.strictObject({ section: z.enum(['terms', 'privacy']) });

export const experimentsBody = z.strictObject({
  experiments: z
    .array(
      z.strictObject({
        name: z.string().max(100),
        enabled: z.boolean(),
        buckets: z
          .array(z.strictObject({ name: z.string().max(100), weight: z.number().int().min(0).max(100) }))
          .max(10),
      }),
    )
    .max(20),
});

export const logoBody = z.strictObject({
  content_base64: z
    .string()
    .max(Math.ceil(LOGO_MAX_BYTES / 3) * 4 + 4)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Send the file’s bytes in base64.')
    .meta({ description: 'The file’s bytes (PNG, WebP or SVG, checked by content; the name is not sent).' }),
});

export const sectionParams = z.strictObject({ section: z.enum(SITE_SECTIONS) });

const legalText = z.object({
  title: z.string(),
  summary: z.string(),
  markdown: z.string(),
  updated_on: z.string(),
});
const experiment = z.object({
  name: z.string(),
  enabled: z.boolean(),
  buckets: z.array(z.object({ name: z.string(), weight: z.number().int() })),
});
const themeColours = z.object({ accent: z.string(), accent_text: z.string() });
const colours = z.object({ dark: themeColours, light: themeColours });
const sender = z.object({ name: z.string(), address: z.string() });

const values = z.object({
  product_name: z.string(),
  support_phone: z.string(),
  sender,
  logo: z
    .object({ path: z.string(), type: z.enum(Object.keys(LOGO_TYPES) as [keyof typeof LOGO_TYPES]) })
    .nullable(),
  colours,
  terms: legalText,
  privacy: legalText,
  experiments: z.array(experiment),
});

export const siteSettingsAnswer = z
  .object({
    values: values.meta({ description: 'What the site uses now.' }),
    defaults: values
      .omit({ logo: true })
      .meta({ description: 'What a reset goes back to: the configuration’s values and the built-in texts.' }),
    set: z.array(z.enum(SITE_SECTIONS)).meta({ description: 'The sections the studio has set.' }),
  })
  .meta({ id: 'StudioSiteSettings' });

export const logoAnswer = z.object({ path: z.string().meta({ description: 'Where pages load the logo.' }) });

const coloursView = (c: BrandColours) => ({
  dark: { accent: c.dark.accent, accent_text: c.dark.accentText },
  light: { accent: c.light.accent, accent_text: c.light.accentText },
});
const legalView = (t: { title: string; summary: string; markdown: string; updatedOn: string }) => ({
  title: t.title,
  summary: t.summary,
  markdown: t.markdown,
  updated_on: t.updatedOn,
});
const experimentsView = (definitions: Awaited<ReturnType<SiteSettings['view']>>['site']['experiments']) =>
  Object.entries(definitions).map(([name, definition]) => ({
    name,
    enabled: definition.enabled,
    buckets: definition.buckets,
  }));

export function siteSettingsView(view: Awaited<ReturnType<SiteSettings['view']>>) {
  const { site, defaults } = view;
  return {
    values: {
      product_name: site.productName,
      support_phone: site.supportPhone,
      sender: typeof site.mailFrom === 'string' ? parseSender(site.mailFrom) : site.mailFrom,
      logo: site.logo ? { path: site.logo.path, type: site.logo.type } : null,
      colours: coloursView(site.colours),
      terms: legalView(site.legal.terms ?? defaults.legal.terms),
      privacy: legalView(site.legal.privacy ?? defaults.legal.privacy),
      experiments: experimentsView(site.experiments),
    },
    defaults: {
      product_name: defaults.productName,
      support_phone: defaults.supportPhone,
      sender: defaults.mailSender,
      colours: coloursView(defaults.colours),
      terms: legalView(defaults.legal.terms),
      privacy: legalView(defaults.legal.privacy),
      experiments: experimentsView(defaults.experiments),
    },
    set: [...site.sections],
  };
}

export type SiteSettingsAnswer = ReturnType<typeof siteSettingsView>;
