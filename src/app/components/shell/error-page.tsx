import { isRouteErrorResponse, Link } from 'react-router';
import { useRootData } from '~/app/lib/root-data';
import { statusName } from '~/shared/error-catalogue';
import { PAGE_TEXTS, PATHS } from '~/shared/spec';
import { SupportPhoneLink } from './support-phone';
import '../ui/button.css';
import './error-page.css';

/** The heading of the error page for `error`, which is also its document title (root.tsx meta). */
export function errorPageTitle(error: unknown): string {
  if (!isRouteErrorResponse(error)) return PAGE_TEXTS.genericTitle;
  return error.status === 404 ? NOT_FOUND_TITLE : statusName(error.status);
}

const NOT_FOUND_TITLE = 'Page not found';

/**
 * The three error pages of product.md 2.2: not found, a status page with its message
 * (internal error for 5xx answers), and the generic 'Ooops!' page for a failure
 * computing initial data or rendering.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const supportPhone = useRootData()?.site.supportPhone;
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      return (
        <ErrorLayout code="404" title={NOT_FOUND_TITLE} message={PAGE_TEXTS.notFound}>
          <Link to="/" className="button button-primary">
            Go to the home page
          </Link>
        </ErrorLayout>
      );
    }
    const message =
      error.status >= 500
        ? PAGE_TEXTS.internalError
        : typeof error.data === 'string' && error.data
          ? error.data
          : statusName(error.status);
    return <ErrorLayout code={String(error.status)} title={errorPageTitle(error)} message={message} />;
  }
  return (
    <ErrorLayout code={null} title={errorPageTitle(error)} message={PAGE_TEXTS.genericSubtitle}>
      <p>
        {PAGE_TEXTS.genericAdvice} <Link to={PATHS.faq}>Read the frequently asked questions</Link>
        {supportPhone ? (
          <>
            {' '}
            or call us at <SupportPhoneLink phone={supportPhone} />
          </>
        ) : null}
        .
      </p>
    </ErrorLayout>
  );
}

function ErrorLayout({
  code,
  title,
  message,
  children,
}: {
  code: string | null;
  title: string;
  message: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="error-page" aria-labelledby="error-title">
      {code ? (
        <p className="error-code" aria-hidden="true">
          {code}
        </p>
      ) : null}
      <h1 id="error-title">{title}</h1>
      <p className="error-message">{message}</p>
      {children}
    </section>
  );
}
