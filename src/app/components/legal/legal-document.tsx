import { Fragment } from 'react';
import { TableOfContents } from '~/app/components/article/table-of-contents';
import { PageHeader } from '~/app/components/discovery/page-header';
import { seoMeta } from '~/app/lib/seo';
import type { LegalPage, LegalPageBlock } from '~/features/legal/legal.service';
import { longDate } from '~/shared/format';
import type { LegalSpan } from '~/shared/legal-markdown';
import '../shell/page-shell.css';
import '../discovery/discovery-page.css';
import '../article/article.css';
import './legal-document.css';

type Cookies = Extract<LegalPageBlock, { kind: 'cookies' }>['cookies'];

/** A legal page's title, description and canonical path; a not-found title without one. */
export function legalMeta(matches: Parameters<typeof seoMeta>[0], page: LegalPage | undefined) {
  return seoMeta(
    matches,
    page ? { title: page.title, description: page.summary, path: `/${page.slug}` } : null,
  );
}

/** The terms or the privacy policy: its sections with a table of contents, like an article. */
export function LegalDocument({ page }: { page: LegalPage }) {
  return (
    <div className="discovery-page legal-page">
      <PageHeader title={page.title} lede={page.summary}>
        <p className="article-byline">
          Last updated <time dateTime={page.updatedOn}>{longDate(page.updatedOn)}</time>
        </p>
      </PageHeader>
      <div className="article-layout">
        <div className="article-aside">
          <TableOfContents sections={page.sections} title="On this page" />
        </div>
        <div className="article-body">
          {page.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id}>{section.heading}</h2>
              <LegalBlocks blocks={section.blocks} />
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}

/** A section's paragraphs, lists and cookie table, in the text's order (shared with the studio's preview). */
export function LegalBlocks({ blocks }: { blocks: readonly LegalPageBlock[] }) {
  return blocks.map((block, index) => {
    // biome-ignore lint/suspicious/noArrayIndexKey: a section's blocks in order; they never move.
    if (block.kind === 'cookies') return <CookieTable key={index} cookies={block.cookies} />;
    if (block.kind === 'list')
      return (
        // biome-ignore lint/suspicious/noArrayIndexKey: as above.
        <ul key={index}>
          {block.items.map((item, n) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a list's items in order.
            <li key={n}>
              <Spans spans={item} />
            </li>
          ))}
        </ul>
      );
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: as above.
      <p key={index}>
        <Spans spans={block.spans} />
      </p>
    );
  });
}

/** A text's spans: plain, strong, emphasised or a link (legal-markdown.ts let through only safe links). */
function Spans({ spans }: { spans: readonly LegalSpan[] }) {
  return spans.map((span, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a text's spans in order.
    <Fragment key={index}>{span.href ? <a href={span.href}>{styled(span)}</a> : styled(span)}</Fragment>
  ));
}

function styled(span: LegalSpan) {
  if (span.style === 'strong') return <strong>{span.text}</strong>;
  if (span.style === 'em') return <em>{span.text}</em>;
  return span.text;
}

/** A cookie name that may wrap after its underscores (never inside a word). */
function breakableName(name: string) {
  return name.split('_').map((part, index, parts) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one name, in order.
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <>
          _<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}

/** The cookies with what each does and how long it lasts; rows stack on narrow screens. */
function CookieTable({ cookies }: { cookies: Cookies }) {
  return (
    <table className="cookie-table">
      <caption className="visually-hidden">Cookies we set</caption>
      <thead>
        <tr>
          <th scope="col">Cookie</th>
          <th scope="col">What it does</th>
          <th scope="col">How long it lasts</th>
        </tr>
      </thead>
      <tbody>
        {cookies.map((cookie) => (
          <tr key={cookie.names[0]}>
            <th scope="row">
              {cookie.names.map((name) => (
                <code key={name}>{breakableName(name)}</code>
              ))}
            </th>
            <td data-label="What it does">{cookie.purpose}</td>
            <td data-label="How long it lasts">{cookie.lifetime}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
