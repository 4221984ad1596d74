import type { AuditActor, AuditLog } from '~/features/audit/audit.service';
import type { ContentScope } from '~/features/content-version/content-version.repository';
import type { ContentVersionService } from '~/features/content-version/content-version.service';
import { DEFAULT_EXPERIMENTS, type ExperimentDefinitions } from '~/features/experiments/experiments';
import type { LegalDocumentSlug } from '~/features/legal/legal.content';
import { DEFAULT_LEGAL_TEXTS, LEGAL_PLACEHOLDERS, type LegalText } from '~/features/legal/legal.service';
import type { Config } from '~/server/config';
import type { Clock } from '~/server/core/clock';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import { legalMarkdownProblem, sanitiseLegalMarkdown } from '~/shared/legal-markdown';
import {
  type BrandColours,
  colourField,
  coloursCss,
  contrastChecks,
  contrastFailure,
  DEFAULT_COLOURS,
} from '~/shared/site-colours';
import { EMAIL_PATTERN } from '~/shared/validation';
import type { SettingsService } from './settings.service';
import { inspectLogo, LogoRefused, type LogoType, logoPath } from './site-logo';

/** The parts of the site the studio sets, each saved (and reset) as a whole. */
export const SITE_SECTIONS = [
  'brand',
  'logo',
  'colours',
  'sender',
  'terms',
  'privacy',
  'experiments',
] as const;
export type SiteSection = (typeof SITE_SECTIONS)[number];

type Brand = { productName: string; supportPhone: string };
type MailSender = { name: string; address: string };
type StoredLogo = { type: LogoType; sha: string; base64: string };

/** Each section's `site_settings` key, under one prefix so the site is read in one query. */
const PREFIX = 'site.';
const KEYS: Record<SiteSection, string> = {
  brand: 'site.brand',
  logo: 'site.logo',
  colours: 'site.colours',
  sender: 'site.mail_sender',
  terms: 'site.legal.terms',
  privacy: 'site.legal.privacy',
  experiments: 'site.experiments',
};
const setting = (section: SiteSection) => ({ key: KEYS[section], default: null as unknown });

/** What a change shows on shared pages, for the page cache (decision 0023). */
const scopeOf = (section: SiteSection): ContentScope => (section === 'experiments' ? 'experiments' : 'site');

/** The site as every page, email and process uses it: what the studio set, else the configuration. */
export type Site = {
  productName: string;
  supportPhone: string;
  /** The mail's sender: the studio's, else MAIL_FROM. */
  mailFrom: string | MailSender;
  logo: { type: LogoType; body: Buffer; sha: string; path: string } | null;
  colours: BrandColours;
  /** The head's custom properties; null while the colours are the design's. */
  coloursCss: string | null;
  legal: Partial<Record<LegalDocumentSlug, LegalText>>;
  experiments: ExperimentDefinitions;
  /** The sections the studio has set. */
  sections: ReadonlySet<SiteSection>;
};

/** `"Name" <address>`, `Name <address>` or `address` (MAIL_FROM) as the sender form shows it. */
export function parseSender(from: string): MailSender {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1]!.trim(), address: match[2]!.trim() } : { name: '', address: from.trim() };
}

const fieldError = (field: string, message: string) => new DomainError('invalid_field', { field, message });
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point (a one-line field).
const CONTROL = /[\u0000-\u001f\u007f]/;

function oneLine(field: string, value: string, label: string, max: number): string {
  const text = value.trim();
  if (!text) throw fieldError(field, `Enter the ${label}.`);
  if (text.length > max) throw fieldError(field, `The ${label} is longer than ${max} characters.`);
  if (CONTROL.test(text)) throw fieldError(field, `The ${label} must be one line of text.`);
  return text;
}

function checkedBrand(input: { productName: string; supportPhone: string }): Brand {
  const productName = oneLine('product_name', input.productName, 'product name', 60);
  const supportPhone = oneLine('support_phone', input.supportPhone, 'support phone', 30);
  if (!/^\+?[\d\s().-]+$/.test(supportPhone) || (supportPhone.match(/\d/g) ?? []).length < 3)
    throw fieldError('support_phone', 'Write the phone number with digits, spaces, + ( ) - or . only.');
  return { productName, supportPhone };
}

function checkedSender(input: MailSender): MailSender {
  const name = oneLine('name', input.name, 'sender’s name', 80);
  if (/["<>]/.test(name)) throw fieldError('name', 'The sender’s name cannot contain " < or >.');
  const address = oneLine('address', input.address, 'sender’s address', 254);
  if (!EMAIL_PATTERN.test(address) || /[<>"(),;]/.test(address))
    throw fieldError('address', 'Enter an email address such as hello@example.com.');
  return { name, address };
}

function checkedColours(colours: BrandColours): BrandColours {
  const failing = contrastChecks(colours).find((check) => !check.passes);
  if (failing) throw fieldError(colourField(failing.theme, failing.field), contrastFailure(failing));
  return colours;
}

function checkedLegal(input: { title: string; summary: string; markdown: string }, today: string): LegalText {
  const title = oneLine('title', input.title, 'title', 120);
  const summary = oneLine('summary', input.summary, 'summary', 400);
  const markdown = sanitiseLegalMarkdown(input.markdown);
  const problem = legalMarkdownProblem(markdown, LEGAL_PLACEHOLDERS);
  if (problem) throw fieldError('markdown', problem);
  for (const [field, text] of [
    ['title', title],
    ['summary', summary],
  ] as const) {
    const unknown = legalMarkdownProblem(`## x\n\n${text}`, LEGAL_PLACEHOLDERS);
    if (unknown) throw fieldError(field, unknown);
  }
  return { title, summary, markdown, updatedOn: today };
}

type ExperimentInput = { name: string; enabled: boolean; buckets: { name: string; weight: number }[] };

/** The spec's experiments with the weights given: each known, each bucket its own, weights summing to 100. */
function checkedExperiments(input: readonly ExperimentInput[]): ExperimentDefinitions {
  const result: Record<string, ExperimentDefinitions[string]> = {};
  for (const experiment of input) {
    const known = Object.hasOwn(DEFAULT_EXPERIMENTS, experiment.name)
      ? DEFAULT_EXPERIMENTS[experiment.name]
      : undefined;
    if (!known) throw fieldError(experiment.name, `There is no experiment ${experiment.name}.`);
    const names = known.buckets.map((bucket) => bucket.name);
    const given = experiment.buckets.map((bucket) => bucket.name);
    if (given.length !== names.length || !names.every((name) => given.includes(name)))
      throw fieldError(experiment.name, `Give a weight to each of its buckets: ${names.join(', ')}.`);
    const total = experiment.buckets.reduce((sum, bucket) => sum + bucket.weight, 0);
    if (total !== 100)
      throw fieldError(experiment.name, `The weights add up to ${total}: they must add up to 100.`);
    result[experiment.name] = {
      enabled: experiment.enabled,
      buckets: experiment.buckets.map((b) => ({ ...b })),
    };
  }
  return { ...DEFAULT_EXPERIMENTS, ...result };
}

/**
 * The site's settings (issue 22 item 7, docs/decisions/0035-site-settings.md): the product's
 * name, support phone, logo, colours, mail sender, the legal pages' text and the experiments'
 * weights, changed in the studio without a restart. Every page asks, so the whole site is read
 * in one query once per content version (as promotions are, decision 0032), and every change
 * bumps the version in its transaction: this process sees it at its next request, every other
 * one within the content version's second, and cached pages are dropped with it (decision 0023).
 */
export function createSiteSettings(deps: {
  clock: Clock;
  config: Config;
  settings: SettingsService;
  audit: AuditLog;
  contentVersion: ContentVersionService;
}) {
  const { clock, config, settings, audit, contentVersion } = deps;
  let known: { version: string; site: Promise<Site> } | null = null;

  /** The site from its stored rows (none: the configuration's values). */
  function siteFrom(rows: ReadonlyMap<string, unknown>): Site {
    const stored = <T>(section: SiteSection) => rows.get(KEYS[section]) as T | undefined;
    const brand = stored<Brand>('brand');
    const logo = stored<StoredLogo>('logo');
    const colours = stored<BrandColours>('colours');
    const legal: Site['legal'] = {};
    for (const slug of ['terms', 'privacy'] as const) {
      const text = stored<LegalText>(slug);
      if (text) legal[slug] = text;
    }
    const experiments = stored<ExperimentDefinitions>('experiments');
    return {
      productName: brand?.productName ?? config.PRODUCT_NAME,
      supportPhone: brand?.supportPhone ?? config.SUPPORT_PHONE,
      mailFrom: stored<MailSender>('sender') ?? config.MAIL_FROM,
      logo: logo
        ? { ...logo, body: Buffer.from(logo.base64, 'base64'), path: logoPath(logo.sha, logo.type) }
        : null,
      colours: colours ?? DEFAULT_COLOURS,
      coloursCss: colours ? coloursCss(colours) : null,
      legal,
      // Only the experiments the code runs: one the code dropped is not brought back by old settings.
      experiments: Object.fromEntries(
        Object.entries(DEFAULT_EXPERIMENTS).map(([name, definition]) => [
          name,
          experiments && Object.hasOwn(experiments, name) ? experiments[name]! : definition,
        ]),
      ),
      sections: new Set(SITE_SECTIONS.filter((section) => rows.has(KEYS[section]))),
    };
  }

  const read = async () => siteFrom(await settings.rowsUnder(PREFIX));

  async function current(): Promise<Site> {
    const version = await contentVersion.current();
    if (known?.version !== version) {
      const reading = { version, site: read() };
      known = reading;
      // A failed read is not kept: the next call reads again.
      reading.site.catch(() => {
        if (known === reading) known = null;
      });
    }
    return known.site;
  }

  /** Stores (or with null removes) a section with its audit entry and the content version's bump, in one transaction. */
  async function write(actor: AuditActor, section: SiteSection, value: unknown, shown: unknown = value) {
    await audit.perform(actor, async (tx, record) => {
      const before =
        value === null
          ? await settings.clear(setting(section), { db: tx })
          : await settings.set(setting(section), value, actor.userId, { db: tx });
      await record({
        action: 'settings.update',
        resourceType: 'setting',
        resourceId: KEYS[section],
        before: section === 'logo' ? logoSummary(before as StoredLogo | null) : before,
        after: shown,
      });
      await contentVersion.bump(tx, scopeOf(section));
    });
  }

  return {
    current,

    /** The site as the configuration has it: what a page shows when the database cannot say (error pages). */
    configured: siteFrom(new Map()),

    /**
     * The product's name read through `db`: for emails written inside a transaction (on SQLite
     * the one connection is the transaction's until it ends, so `current()` would wait for it).
     */
    async productNameIn(db: Db): Promise<string> {
      const brand = (await settings.get(setting('brand'), { db })) as Brand | null;
      return brand?.productName ?? config.PRODUCT_NAME;
    },

    /** What the studio's forms start from: the values in force, and the defaults a reset goes back to. */
    async view() {
      const site = await current();
      return {
        site,
        defaults: {
          productName: config.PRODUCT_NAME,
          supportPhone: config.SUPPORT_PHONE,
          mailSender: parseSender(config.MAIL_FROM),
          colours: DEFAULT_COLOURS,
          legal: DEFAULT_LEGAL_TEXTS,
          experiments: DEFAULT_EXPERIMENTS,
        },
      };
    },

    saveBrand: (actor: AuditActor, input: Brand) => write(actor, 'brand', checkedBrand(input)),

    saveMailSender: (actor: AuditActor, input: MailSender) => write(actor, 'sender', checkedSender(input)),

    saveColours: (actor: AuditActor, colours: BrandColours) =>
      write(actor, 'colours', checkedColours(colours)),

    saveLegal: (actor: AuditActor, slug: LegalDocumentSlug, input: Omit<LegalText, 'updatedOn'>) =>
      write(actor, slug, checkedLegal(input, clock.now().toISOString().slice(0, 10))),

    saveExperiments: (actor: AuditActor, input: readonly ExperimentInput[]) =>
      write(actor, 'experiments', checkedExperiments(input)),

    /** Takes a logo by its content (PNG, WebP, or SVG rebuilt safe); the file's name is never used. */
    async saveLogo(actor: AuditActor, bytes: Buffer): Promise<{ path: string }> {
      let logo: ReturnType<typeof inspectLogo>;
      try {
        logo = inspectLogo(bytes);
      } catch (error) {
        if (error instanceof LogoRefused) throw fieldError('content_base64', error.message);
        throw error;
      }
      const stored: StoredLogo = { type: logo.type, sha: logo.sha, base64: logo.body.toString('base64') };
      await write(actor, 'logo', stored, logoSummary(stored));
      return { path: logoPath(logo.sha, logo.type) };
    },

    /** Back to the configuration's (or the design's) values for one section. */
    reset: (actor: AuditActor, section: SiteSection) => write(actor, section, null),
  };
}

/** A logo in the audit log: what it was, not its bytes. */
function logoSummary(logo: StoredLogo | null) {
  return logo ? { type: logo.type, sha: logo.sha, bytes: Buffer.from(logo.base64, 'base64').length } : null;
}

export type SiteSettings = ReturnType<typeof createSiteSettings>;
