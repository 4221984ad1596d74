import { COMMERCE_PAGES, COMMERCE_TEXTS } from '~/shared/studio';
import { StudioSubnav } from '../studio-page';
import './commerce.css';

/** The commerce pages' own links (plans and prices, promotions, coupons), the current one marked. */
export function CommerceNav({ current, canEdit }: { current: string; canEdit: boolean }) {
  return (
    <>
      <StudioSubnav label="Commerce" pages={COMMERCE_PAGES} current={current} />
      {canEdit ? null : <p className="commerce-note">{COMMERCE_TEXTS.readOnly}</p>}
    </>
  );
}
