import type { ReactNode } from 'react';
import { useCurrentInView } from './use-current-in-view';
import './studio-page.css';

/** A studio page's heading, what the page is for, and its main actions. */
export function StudioPageHeader({
  title,
  lede,
  actions,
}: {
  title: string;
  lede?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="studio-page-header">
      <div>
        <h1>{title}</h1>
        {lede ? <p className="studio-lede">{lede}</p> : null}
      </div>
      {actions ? <div className="studio-page-actions">{actions}</div> : null}
    </header>
  );
}

/** A titled part of a studio page; the heading labels the region, `id` is its anchor (`#sessions`). */
export function StudioPanel({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} className="studio-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {description ? <p className="studio-panel-description">{description}</p> : null}
      {children}
    </section>
  );
}

/**
 * A studio section's own pages (the catalog's, commerce's) as a row of links, the current one
 * marked; `label` names the navigation landmark. On a narrow screen the row scrolls sideways,
 * as the studio's tabs do, scrolled to the current page.
 */
export function StudioSubnav({
  label,
  pages,
  current,
}: {
  label: string;
  /** `short`: the page's name on a narrow screen, when the whole one is too long for the row. */
  pages: readonly { path: string; label: string; short?: string }[];
  current: string;
}) {
  const row = useCurrentInView<HTMLElement>(current);
  return (
    <nav ref={row} className="studio-subnav" aria-label={label}>
      {pages.map((page) => (
        <a key={page.path} href={page.path} aria-current={page.path === current ? 'page' : undefined}>
          {page.short ? (
            <>
              <span className="studio-subnav-short">{page.short}</span>
              <span className="studio-subnav-whole">{page.label}</span>
            </>
          ) : (
            page.label
          )}
        </a>
      ))}
    </nav>
  );
}

/** A short status word in a pill: on, off, pending. */
export function StudioBadge({ tone, children }: { tone: 'ok' | 'warning' | 'neutral'; children: ReactNode }) {
  return <span className={`studio-badge studio-badge-${tone}`}>{children}</span>;
}

/** Where a list has nothing to show. */
export function StudioEmpty({ children }: { children: ReactNode }) {
  return <p className="studio-empty">{children}</p>;
}

/** A list of rows divided by lines (entries, people, sessions), in a panel. */
export function StudioRows({
  ordered = false,
  label,
  className,
  children,
}: {
  ordered?: boolean;
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag className={className ? `studio-rows ${className}` : 'studio-rows'} aria-label={label}>
      {children}
    </Tag>
  );
}

/**
 * The links between keyset pages of a studio list (back to the first page, on to older rows),
 * those that apply; nothing when the list fits one page.
 */
export function StudioPager({
  label,
  links,
}: {
  label: string;
  links: readonly { href: string | null; text: string }[];
}) {
  const shown = links.filter((link): link is { href: string; text: string } => link.href !== null);
  if (shown.length === 0) return null;
  return (
    <nav className="studio-pager" aria-label={label}>
      {shown.map((link) => (
        <a key={link.text} className="button button-ghost" href={link.href}>
          {link.text}
        </a>
      ))}
    </nav>
  );
}
