import { PRIVACY_POLICY } from './privacy.content';
import { TERMS_OF_USE } from './terms.content';

/**
 * A legal page as content, not code (docs/decisions/0004): the shape of an article's body
 * (sections of a heading and paragraphs) plus bullet items, so the back office that edits
 * articles can edit these too. Texts are plain (React escapes them); `{name}` placeholders
 * are filled by legal.service.ts from the configuration (product name, support phone) and
 * from the numbers the code enforces (guarantee days, sign-in limits), so the text cannot
 * promise what the product does not do.
 */
export type LegalSection = {
  heading: string;
  paragraphs: string[];
  /** A bulleted list after the paragraphs. */
  items?: string[];
  /** Paragraphs after the list. */
  after?: string[];
  /** The cookie table goes after this section's paragraphs (legal.cookies.ts). */
  cookieTable?: true;
};

export type LegalDocumentContent = {
  title: string;
  summary: string;
  /** The date the text last changed (YYYY-MM-DD), shown as 'Last updated'. */
  updatedOn: string;
  sections: LegalSection[];
};

export const LEGAL_DOCUMENTS = { terms: TERMS_OF_USE, privacy: PRIVACY_POLICY } as const;
export type LegalDocumentSlug = keyof typeof LEGAL_DOCUMENTS;
