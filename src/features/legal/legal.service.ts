import { EMAIL_CONFIRMATION_TTL_MS, PASSWORD_RESET_TTL_MS } from '~/features/accounts/recovery.service';
import { sectionIds } from '~/features/catalog/articles.service';
import {
  FAILED_LOGIN_LOCK_SECONDS,
  MEMBERSHIP_TERMS,
  MONEY_BACK_GUARANTEE_DAYS,
  PROFILE_LIMITS,
  SECONDS,
  SESSION_COOKIES,
  sessionCookieName,
} from '~/shared/spec';
import { LEGAL_DOCUMENTS, type LegalDocumentSlug } from './legal.content';
import { COOKIE_TABLE, lifetimeInWords, SIGN_IN_LIMITS_DAYS } from './legal.cookies';

export type LegalPage = {
  slug: LegalDocumentSlug;
  title: string;
  summary: string;
  updatedOn: string;
  sections: {
    id: string;
    heading: string;
    paragraphs: string[];
    items: string[];
    after: string[];
    cookies: { names: string[]; purpose: string; lifetime: string }[] | null;
  }[];
};

const HOUR_SECONDS = 3600;

/** [1, 3, 7] → "1, 3 and 7" */
function inWordsList(values: readonly number[]): string {
  const all = values.map(String);
  return all.length > 1 ? `${all.slice(0, -1).join(', ')} and ${all.at(-1)}` : (all[0] ?? '');
}

/**
 * The terms and the privacy policy (product.md 2.1 /terms, /privacy): the content of
 * legal.content.ts with its placeholders filled from the configuration and from the numbers
 * the code enforces. A placeholder nobody fills is an error, not a '{name}' on the page.
 */
export function createLegalService(deps: {
  productName: string;
  supportPhone: string;
  /** Cookies are Secure (production): the session cookie's name carries the __Host- prefix. */
  secureCookies: boolean;
}) {
  const values: Record<string, string> = {
    product: deps.productName,
    phone: deps.supportPhone,
    guarantee_days: String(MONEY_BACK_GUARANTEE_DAYS),
    renewal_retry_days: inWordsList(MEMBERSHIP_TERMS.renewalRetryDays),
    lockout_hours: String(FAILED_LOGIN_LOCK_SECONDS / HOUR_SECONDS),
    profiles_per_account: String(PROFILE_LIMITS.perAccount),
    session_idle_days: String(SIGN_IN_LIMITS_DAYS.idle),
    session_max_days: String(SIGN_IN_LIMITS_DAYS.absolute),
    reset_link_hours: String(PASSWORD_RESET_TTL_MS / 1000 / HOUR_SECONDS),
    confirmation_link_days: String(EMAIL_CONFIRMATION_TTL_MS / 1000 / SECONDS.day),
  };

  const fill = (text: string) =>
    text.replace(/\{([a-z_]+)\}/g, (_, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`legal text: no value for {${name}}`);
      return value;
    });

  const cookies = COOKIE_TABLE.map((entry) => ({
    // The names as this server sets them (the session cookies' depend on the mode).
    names: entry.names.map((name) =>
      SESSION_COOKIES.includes(name) ? sessionCookieName(deps.secureCookies, name) : name,
    ),
    purpose: fill(entry.purpose),
    lifetime: lifetimeInWords(entry.lifetime),
  }));

  return {
    /** A legal page ready to render; null for a slug that is not one. */
    page(slug: string): LegalPage | null {
      if (!Object.hasOwn(LEGAL_DOCUMENTS, slug)) return null;
      const document = LEGAL_DOCUMENTS[slug as LegalDocumentSlug];
      const headings = document.sections.map((section) => fill(section.heading));
      const ids = sectionIds(headings);
      return {
        slug: slug as LegalDocumentSlug,
        title: fill(document.title),
        summary: fill(document.summary),
        updatedOn: document.updatedOn,
        sections: document.sections.map((section, index) => ({
          id: ids[index]!,
          heading: headings[index]!,
          paragraphs: section.paragraphs.map(fill),
          items: (section.items ?? []).map(fill),
          after: (section.after ?? []).map(fill),
          cookies: section.cookieTable ? cookies : null,
        })),
      };
    },
  };
}

export type LegalService = ReturnType<typeof createLegalService>;
