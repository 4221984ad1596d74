import { Fragment } from 'react';
import { TableOfContents } from '~/app/components/article/table-of-contents';
import { PageHeader } from '~/app/components/discovery/page-header';
import { seoMeta } from '~/app/lib/seo';
import type { LegalPage } from '~/features/legal/legal.service';
import { longDate } from '~/shared/format';
import '../shell/page-shell.css';
import '../discovery/discovery-page.css';
import '../article/article.css';
import './legal-document.css';

type Section = LegalPage['sections'][number];

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
              <Paragraphs texts={section.paragraphs} />
              {section.items.length > 0 ? (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
              {section.cookies ? <CookieTable cookies={section.cookies} /> : null}
              <Paragraphs texts={section.after} />
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}

function Paragraphs({ texts }: { texts: string[] }) {
  return texts.map((text) => <p key={text}>{text}</p>);
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
function CookieTable({ cookies }: { cookies: NonNullable<Section['cookies']> }) {
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
