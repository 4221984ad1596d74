import { browserApi } from '~/shared/api-client';
import { VIEW_AS } from '~/shared/studio-link';
import './viewing-as-banner.css';

/**
 * On every page while a staff member views the site as a member (docs/decisions/0029-support-desk.md):
 * whose site this is, that nothing is saved, and the way back to the member's studio page.
 * Small on purpose: it is in every page's JavaScript, with no studio module. Should stopping
 * fail, the studio page it goes back to still works and the banner shows again on the site.
 */
export function ViewingAsBanner({ email, memberPage }: { email: string; memberPage: string }) {
  return (
    <section className="viewing-as-banner" aria-label={VIEW_AS.stop}>
      <p>
        {VIEW_AS.bannerLead} <strong>{email}</strong>. {VIEW_AS.bannerNote}
      </p>
      <button
        type="button"
        className="viewing-as-stop"
        onClick={() => {
          void browserApi()
            .delete(VIEW_AS.stopApi)
            .finally(() => window.location.assign(memberPage));
        }}
      >
        {VIEW_AS.stop}
      </button>
    </section>
  );
}
