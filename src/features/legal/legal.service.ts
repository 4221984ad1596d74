import { EMAIL_CONFIRMATION_TTL_MS, PASSWORD_RESET_TTL_MS } from '~/features/accounts/recovery.service';
import { sectionIds } from '~/features/catalog/articles.service';
import {
  COOKIE_TABLE_MARKER,
  fillPlaceholders,
  type LegalBlock,
  type LegalSpan,
  parseLegalMarkdown,
} from '~/shared/legal-markdown';
import {
  FAILED_LOGIN_LOCK_SECONDS,
  MEMBERSHIP_TERMS,
  MONEY_BACK_GUARANTEE_DAYS,
  PROFILE_LIMITS,
  SECONDS,
  SESSION_COOKIES,
  sessionCookieName,
} from '~/shared/spec';
import { LEGAL_DOCUMENTS, type LegalDocumentContent, type LegalDocumentSlug } from './legal.content';
import { COOKIE_TABLE, lifetimeInWords, SIGN_IN_LIMITS_DAYS } from './legal.cookies';

type Cookie = { names: string[]; purpose: string; lifetime: string };
/** A block as a page renders it: the cookie table's rows filled in. */
export type LegalPageBlock =
  | Exclude<LegalBlock, { kind: 'cookies' }>
  | { kind: 'cookies'; cookies: Cookie[] };

export type LegalPage = {
  slug: LegalDocumentSlug;
  title: string;
  summary: string;
  updatedOn: string;
  sections: { id: string; heading: string; blocks: LegalPageBlock[] }[];
};

/** A legal page's text as the studio sets it (site settings); the built-in text while unset. */
export type LegalText = { title: string; summary: string; markdown: string; updatedOn: string };

/** What the texts' placeholders are filled from that the studio may change (site settings). */
export type LegalSite = {
  productName: string;
  supportPhone: string;
  legal: Partial<Record<LegalDocumentSlug, LegalText>>;
};

const HOUR_SECONDS = 3600;

/** [1, 3, 7] → "1, 3 and 7" */
function inWordsList(values: readonly number[]): string {
  const all = values.map(String);
  return all.length > 1 ? `${all.slice(0, -1).join(', ')} and ${all.at(-1)}` : (all[0] ?? '');
}

/** The numbers the code enforces, by placeholder: the text cannot promise what the product does not do. */
const ENFORCED: Record<string, string> = {
  guarantee_days: String(MONEY_BACK_GUARANTEE_DAYS),
  renewal_retry_days: inWordsList(MEMBERSHIP_TERMS.renewalRetryDays),
  lockout_hours: String(FAILED_LOGIN_LOCK_SECONDS / HOUR_SECONDS),
  profiles_per_account: String(PROFILE_LIMITS.perAccount),
  session_idle_days: String(SIGN_IN_LIMITS_DAYS.idle),
  session_max_days: String(SIGN_IN_LIMITS_DAYS.absolute),
  reset_link_hours: String(PASSWORD_RESET_TTL_MS / 1000 / HOUR_SECONDS),
  confirmation_link_days: String(EMAIL_CONFIRMATION_TTL_MS / 1000 / SECONDS.day),
};

/** Every placeholder a legal text may use: the product, the support phone and the enforced numbers. */
export const LEGAL_PLACEHOLDERS: readonly string[] = ['product', 'phone', ...Object.keys(ENFORCED)];

/** A built-in document as the Markdown the studio edits (legal-markdown.ts). */
function markdownOf(document: LegalDocumentContent): string {
  const blocks = document.sections.flatMap((section) => [
    `## ${section.heading}`,
    ...section.paragraphs,
    ...(section.items?.length ? [section.items.map((item) => `- ${item}`).join('\n')] : []),
    ...(section.cookieTable ? [COOKIE_TABLE_MARKER] : []),
    ...(section.after ?? []),
  ]);
  return blocks.join('\n\n');
}

/** The built-in texts (legal.content.ts), as the studio starts editing them. */
export const DEFAULT_LEGAL_TEXTS = Object.fromEntries(
  Object.entries(LEGAL_DOCUMENTS).map(([slug, document]) => [
    slug,
    {
      title: document.title,
      summary: document.summary,
      markdown: markdownOf(document),
      updatedOn: document.updatedOn,
    },
  ]),
) as Record<LegalDocumentSlug, LegalText>;

export const isLegalSlug = (slug: string): slug is LegalDocumentSlug => Object.hasOwn(LEGAL_DOCUMENTS, slug);

/**
 * The terms and the privacy policy (product.md 2.1 /terms, /privacy): the text the studio set,
 * else the built-in one (legal.content.ts), with its placeholders filled from the site's
 * settings and from the numbers the code enforces. A placeholder nobody fills is an error,
 * not a '{name}' on the page (the studio refuses to save one).
 */
export function createLegalService(deps: {
  /** The site's settings now (site-settings.service.ts: read once per content version). */
  site: () => Promise<LegalSite>;
  /** Cookies are Secure (production): the session cookie's name carries the __Host- prefix. */
  secureCookies: boolean;
}) {
  const valuesOf = (site: LegalSite): Record<string, string> => ({
    ...ENFORCED,
    product: site.productName,
    phone: site.supportPhone,
  });

  return {
    /** What each placeholder says now (the studio's preview fills them in). */
    values: async () => valuesOf(await deps.site()),

    /** A legal page ready to render; null for a slug that is not one. */
    async page(slug: string): Promise<LegalPage | null> {
      if (!isLegalSlug(slug)) return null;
      const site = await deps.site();
      const text = site.legal[slug] ?? DEFAULT_LEGAL_TEXTS[slug];
      const values = valuesOf(site);
      const fill = (input: string) =>
        fillPlaceholders(input, values, (name) => {
          throw new Error(`legal text: no value for {${name}}`);
        });
      const spans = (list: LegalSpan[]) => list.map((span) => ({ ...span, text: fill(span.text) }));
      const cookies = COOKIE_TABLE.map((entry) => ({
        // The names as this server sets them (the session cookies' depend on the mode).
        names: entry.names.map((name) =>
          SESSION_COOKIES.includes(name) ? sessionCookieName(deps.secureCookies, name) : name,
        ),
        purpose: fill(entry.purpose),
        lifetime: lifetimeInWords(entry.lifetime),
      }));
      const sections = parseLegalMarkdown(text.markdown).sections;
      const headings = sections.map((section) => fill(section.heading));
      const ids = sectionIds(headings);
      return {
        slug,
        title: fill(text.title),
        summary: fill(text.summary),
        updatedOn: text.updatedOn,
        sections: sections.map((section, index) => ({
          id: ids[index]!,
          heading: headings[index]!,
          blocks: section.blocks.map((block): LegalPageBlock => {
            if (block.kind === 'cookies') return { kind: 'cookies', cookies };
            if (block.kind === 'list') return { kind: 'list', items: block.items.map(spans) };
            return { kind: 'paragraph', spans: spans(block.spans) };
          }),
        })),
      };
    },
  };
}

export type LegalService = ReturnType<typeof createLegalService>;
