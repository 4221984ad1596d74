import { Link } from 'react-router';
import type { ShellSettings } from './shell-settings';
import { SupportPhoneLink } from './support-phone';
import './site-footer.css';

/**
 * Only pages that exist: gifts, redeeming, certificates, the business offering and the help
 * center join these columns when the issues that build them land (docs/decisions/0004).
 */
const COLUMNS = [
  {
    title: 'Learn',
    links: [
      { to: '/categories', label: 'All categories' },
      { to: '/articles', label: 'Articles' },
      { to: '/sessions', label: 'Sessions' },
    ],
  },
  {
    title: 'Membership',
    links: [
      { to: '/plans', label: 'Plans' },
      { to: '/add-ons', label: 'Add-ons' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: '/faq', label: 'Frequently asked questions' },
      { to: '/terms', label: 'Terms of Use' },
      { to: '/privacy', label: 'Privacy Policy' },
    ],
  },
] as const;

export function SiteFooter({
  kind,
  productName,
  supportPhone,
}: {
  kind: ShellSettings['footer'];
  productName: string;
  supportPhone: string;
}) {
  if (kind === 'none') return null;
  const year = new Date().getFullYear();
  return (
    <footer className={`site-footer footer-${kind}`}>
      {kind === 'full' ? (
        <div className="footer-columns">
          {COLUMNS.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <div>
            <h2>Questions?</h2>
            <p>
              Call us at <SupportPhoneLink phone={supportPhone} />
            </p>
          </div>
        </div>
      ) : null}
      <p className="footer-legal">
        © {year} {productName}. All rights reserved.
      </p>
    </footer>
  );
}
