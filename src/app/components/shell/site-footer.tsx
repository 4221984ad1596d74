import { Link } from 'react-router';
import type { ShellSettings } from './shell-settings';

const COLUMNS = [
  {
    title: 'Learn',
    links: [
      { to: '/categories', label: 'All categories' },
      { to: '/articles', label: 'Articles' },
      { to: '/sessions', label: 'Sessions' },
      { to: '/certificates', label: 'Certificates' },
    ],
  },
  {
    title: 'Membership',
    links: [
      { to: '/plans', label: 'Plans' },
      { to: '/gift', label: 'Send a gift' },
      { to: '/redeem', label: 'Redeem a gift' },
      { to: '/for-business', label: 'For business' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: '/help-center', label: 'Help center' },
      { to: '/terms', label: 'Terms of use' },
      { to: '/privacy', label: 'Privacy' },
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
              Call us at <a href={`tel:${supportPhone.replace(/[^+\d]/g, '')}`}>{supportPhone}</a>
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
