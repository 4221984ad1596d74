import { PageHeader } from '~/app/components/discovery/page-header';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { seoMeta } from '~/app/lib/seo';
import type { Route } from './+types/faq';
import '../components/shell/page-shell.css';
import '../components/discovery/discovery-page.css';
import '../components/discovery/chips.css';
import './faq.css';

export const handle: RouteHandle = { shell: { analyticsLabel: 'faq' }, sharedPage: true };

/** Every FAQ group (product.md 2.2), one query. */
export async function loader({ context }: Route.LoaderArgs) {
  return { faq: await context.services.faq.getFaqPage() };
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: 'Frequently asked questions',
    description:
      'Answers about membership, gifts, guest passes, free trials, pricing, sessions and business plans.',
    path: '/faq',
  });
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData.faq;
  return (
    <div className="discovery-page faq-page">
      <PageHeader eyebrow="Help" title="Frequently asked questions" />
      {groups.length > 0 ? (
        <>
          <nav className="page-section chip-nav" aria-label="Questions about">
            <ul className="chips">
              {groups.map((group) => (
                <li key={group.key}>
                  <a href={`#${group.anchor}`} className="chip">
                    {group.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {groups.map((group) => (
            <section key={group.key} className="page-section faq-group" aria-labelledby={group.anchor}>
              <h2 id={group.anchor}>{group.title}</h2>
              <div className="faq-entries">
                {group.entries.map((entry) => (
                  <details key={entry.id} className="faq-entry">
                    <summary>{entry.question}</summary>
                    <p>{entry.answer}</p>
                  </details>
                ))}
              </div>
            </section>
          ))}
        </>
      ) : (
        <p className="page-section muted">No questions yet.</p>
      )}
    </div>
  );
}
