import { COMMERCE_PAGES, COMMERCE_TEXTS } from '~/shared/studio';
import './commerce.css';

/** The commerce pages' own links (plans and prices, promotions, coupons), the current one marked. */
export function CommerceNav({ current, canEdit }: { current: string; canEdit: boolean }) {
  return (
    <>
      <nav className="commerce-nav" aria-label="Commerce">
        {COMMERCE_PAGES.map((page) => (
          <a key={page.path} href={page.path} aria-current={page.path === current ? 'page' : undefined}>
            {page.label}
          </a>
        ))}
      </nav>
      {canEdit ? null : <p className="commerce-note">{COMMERCE_TEXTS.readOnly}</p>}
    </>
  );
}
