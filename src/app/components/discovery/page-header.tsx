import { artStyle } from '~/app/components/catalog/course-card';
import '../shell/page-shell.css';
import './discovery-page.css';

/** The top of a discovery page: eyebrow, title, lede, on the page's generated artwork colours. */
export function PageHeader({
  eyebrow,
  title,
  lede,
  hue,
  children,
}: {
  eyebrow?: string;
  title: string;
  lede?: string;
  hue?: number;
  children?: React.ReactNode;
}) {
  return (
    <header className="page-header">
      {hue !== undefined ? (
        <div className="page-header-art" style={artStyle(hue)} aria-hidden="true" />
      ) : null}
      <div className="page-header-copy">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1>{title}</h1>
        {lede ? <p className="page-lede">{lede}</p> : null}
        {children}
      </div>
    </header>
  );
}
