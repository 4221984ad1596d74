/**
 * The legal pages' text as the studio edits it (docs/decisions/0035-site-settings.md): a small
 * Markdown, read into blocks that React renders (it escapes every text), so no HTML from the
 * text ever reaches a page. Shared: the server parses it to render and to check a save, the
 * studio's preview parses it in the browser the same way.
 *
 * - `## Heading` starts a section (the table of contents lists them); any level counts as 2.
 * - Lines next to each other make one paragraph; a blank line ends it.
 * - `- item` or `* item` makes a list; an item's next lines, indented, continue it.
 * - `**strong**`, `*emphasis*` and `[text](https://…)` inside a text (http(s), mailto:, tel:
 *   or a path on the site; anything else stays plain text).
 * - `{cookie_table}` alone on a line puts the table of cookies there.
 * - `{product}`, `{phone}` … are filled in (legal.service.ts lists them).
 */

export type LegalSpan = { text: string; style?: 'strong' | 'em'; href?: string };
export type LegalBlock =
  | { kind: 'paragraph'; spans: LegalSpan[] }
  | { kind: 'list'; items: LegalSpan[][] }
  | { kind: 'cookies' };
export type LegalMarkdownSection = { heading: string; blocks: LegalBlock[] };

export const COOKIE_TABLE_MARKER = '{cookie_table}';
/** Longest text the studio takes for one legal page. */
export const LEGAL_MARKDOWN_MAX = 60_000;

const HEADING = /^#{1,6}\s+(.*)$/;
const ITEM = /^[-*]\s+(.*)$/;
/** A link's target: no spaces, parentheses only in balanced pairs (`javascript:alert(1)` is one). */
const TARGET = String.raw`((?:[^()\s]|\([^()\s]*\))+)`;
const LINK = new RegExp(String.raw`\[([^\]]+)\]\(${TARGET}\)`, 'g');
const INLINE = new RegExp(String.raw`\*\*(.+?)\*\*|\*(\S(?:.*?\S)?)\*|\[([^\]]+)\]\(${TARGET}\)`, 'g');
const SAFE_HREF = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s()-]*|\/(?!\/)[^\s]*)$/i;

/** Whether a link's target may be followed from a legal page. */
export const isSafeHref = (href: string) => SAFE_HREF.test(href);

/** A text's formatting and links; a link to an unsafe target is its text alone. */
export function parseInline(text: string): LegalSpan[] {
  const spans: LegalSpan[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) spans.push({ text: text.slice(last, match.index) });
    const [, strong, em, label, href] = match;
    if (strong !== undefined) spans.push({ text: strong, style: 'strong' });
    else if (em !== undefined) spans.push({ text: em, style: 'em' });
    else if (label !== undefined && href !== undefined)
      spans.push(isSafeHref(href) ? { text: label, href } : { text: label });
    last = match.index + match[0].length;
  }
  if (last < text.length) spans.push({ text: text.slice(last) });
  return spans;
}

/**
 * What the studio stores: line ends made `\n`, and HTML (tags, comments, scripts and styles with
 * their content) and links to unsafe targets taken out, keeping their text. Run on every save;
 * rendering never trusts it either.
 */
export function sanitiseLegalMarkdown(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      .replace(/<!--[\s\S]*?(-->|$)/g, '')
      // A script's or a style's content is code, not text: it goes with its tags.
      .replace(/<(script|style)\b[\s\S]*?(<\/\1\s*>|$)/gi, '')
      .replace(/<\/?[a-zA-Z][^<>]*>/g, '')
      .replace(LINK, (link, label: string, href: string) => (isSafeHref(href) ? link : label))
      .replace(/[ \t]+$/gm, '')
      .trim()
  );
}

/** The sections of a legal text; text before the first heading is an error for `legalMarkdownProblem`. */
export function parseLegalMarkdown(markdown: string): { intro: boolean; sections: LegalMarkdownSection[] } {
  const sections: LegalMarkdownSection[] = [];
  let intro = false;
  let paragraph: string[] = [];
  let items: string[] | null = null;

  const current = () => sections.at(-1);
  const flush = () => {
    const section = current();
    if (paragraph.length > 0) {
      if (section) section.blocks.push({ kind: 'paragraph', spans: parseInline(paragraph.join(' ')) });
      else intro = true;
    }
    if (items) {
      if (section) section.blocks.push({ kind: 'list', items: items.map(parseInline) });
      else intro = true;
    }
    paragraph = [];
    items = null;
  };

  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    const item = ITEM.exec(line);
    if (heading) {
      flush();
      sections.push({ heading: heading[1]!.trim(), blocks: [] });
    } else if (line === COOKIE_TABLE_MARKER) {
      flush();
      const section = current();
      if (section) section.blocks.push({ kind: 'cookies' });
      else intro = true;
    } else if (item) {
      if (paragraph.length > 0) flush();
      items ??= [];
      items.push(item[1]!.trim());
    } else if (line === '') {
      flush();
    } else if (items && /^\s/.test(raw)) {
      items[items.length - 1] += ` ${line}`;
    } else {
      if (items) flush();
      paragraph.push(line);
    }
  }
  flush();
  return { intro, sections };
}

/** `{name}` placeholders replaced by their values; one without a value goes to `missing` (kept by default). */
export function fillPlaceholders(
  text: string,
  values: Readonly<Record<string, string>>,
  missing: (name: string) => string = (name) => `{${name}}`,
): string {
  return text.replace(/\{([a-z_]+)\}/g, (_, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : missing(name),
  );
}

/** The placeholders a text names, each once. */
export function placeholdersIn(markdown: string): string[] {
  return [...new Set([...markdown.matchAll(/\{([a-z_]+)\}/g)].map((m) => m[1]!))].filter(
    (name) => `{${name}}` !== COOKIE_TABLE_MARKER,
  );
}

/** The first reason a legal text cannot be saved, or null. */
export function legalMarkdownProblem(markdown: string, placeholders: readonly string[]): string | null {
  if (markdown.length > LEGAL_MARKDOWN_MAX)
    return `The text is longer than ${LEGAL_MARKDOWN_MAX.toLocaleString('en-US')} characters.`;
  const parsed = parseLegalMarkdown(markdown);
  if (parsed.sections.length === 0)
    return 'Add at least one section: a line starting with ## and its heading.';
  if (parsed.intro) return 'Start the text with a section heading (a line starting with ##).';
  if (parsed.sections.some((section) => section.heading === ''))
    return 'Every ## line needs a heading after it.';
  const unknown = placeholdersIn(markdown).filter((name) => !placeholders.includes(name));
  if (unknown.length > 0)
    return `Unknown placeholder {${unknown[0]}}: use ${placeholders.map((name) => `{${name}}`).join(', ')}.`;
  return null;
}
