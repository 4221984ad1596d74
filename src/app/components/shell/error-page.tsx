import { isRouteErrorResponse, Link } from 'react-router';
import { useRootData } from '~/app/lib/root-data';
import { statusName } from '~/shared/error-catalogue';
import { PAGE_TEXTS, PATHS } from '~/shared/spec';
import { SupportPhoneLink } from './support-phone';

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
        <ErrorLayout code="404" title="Page not found" message={PAGE_TEXTS.notFound}>
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
    return <ErrorLayout code={String(error.status)} title={statusName(error.status)} message={message} />;
  }
  return (
    <ErrorLayout code={null} title={PAGE_TEXTS.genericTitle} message={PAGE_TEXTS.genericSubtitle}>
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
