// The global stylesheet (tokens, reset, typography) first: every component's own follows it.
import './styles/app.css';
import type React from 'react';
import { useEffect } from 'react';
import {
  Links,
  type LinksFunction,
  Meta,
  type MetaFunction,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { AuthModalHost } from './components/auth/auth-modal-host';
import { SignUpPopupHost } from './components/auth/sign-up-popup-host';
import { ErrorPage, errorPageTitle } from './components/shell/error-page';
import { PromoBanner, toBannerPromotion } from './components/shell/promo-banner';
import { useShellSettings } from './components/shell/shell-settings';
import { SiteFooter } from './components/shell/site-footer';
import { SiteHeader } from './components/shell/site-header';
import { ViewingAsBanner } from './components/shell/viewing-as-banner';
import './load-context';
import { savesData } from '~/shared/player';
import { memberPagePath } from '~/shared/studio-link';
import { adoptEarlyInput } from './lib/early-input';
import { scriptReleaseScript } from './lib/script-release';
import { pageTitle } from './lib/seo';
import { CHECKOUT_PAYMENT_PATH, checkoutHref } from './routes/checkout.server';
import './components/shell/page-shell.css';
import './components/shell/site-header.css';
import './components/shell/promo-banner.css';

export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const origin = context.site.publicUrl ?? new URL(request.url).origin;
  const [user, promotion] = await Promise.all([context.account(), context.services.promotions.current()]);
  return {
    site: { ...context.site, origin: origin.replace(/\/$/, '') },
    // The country alone (prices, the opt-in rule): shared pages are kept per country, not region.
    visitor: { country: context.visitor.country },
    user: user ? await viewerOf(context, user) : null,
    experiments: context.experiments,
    // The running promotion (product.md 2.3 banner, 2.5 sign-up target); null when none.
    promotion: promotion ? toBannerPromotion(promotion, request.headers.get('cookie')) : null,
    // A staff member viewing the site as this member (read-only): every page says so.
    viewingAs:
      user && context.session?.impersonatorSessionId
        ? { email: user.email, memberPage: memberPagePath(user.id) }
        : null,
    nonce: context.nonce,
    // Save-Data: on (a browser's data saver): the lesson page preloads no stream files.
    saveData: savesData(request.headers.get('save-data')),
  };
}

/**
 * The signed-in user as every page's calls to action see them: a member (the access ledger's
 * answer, the one playback goes by), or where their unfinished checkout resumes.
 */
async function viewerOf(
  context: Route.LoaderArgs['context'],
  user: { id: number; email: string; name: string | null },
) {
  const { services } = context;
  const [membership, staff] = await Promise.all([
    context.membership(),
    services.studioAccess.isStaff(user.id),
  ]);
  const member = membership?.activeAnnualPass ?? false;
  const checkout = member ? null : await services.cart.unfinishedCheckout(user.id);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    member,
    /** On the school's staff: the account menu links the studio. */
    staff,
    /** Where 'Finish Sign Up' leads: the payment step of the plan waiting in the cart. */
    finishSignUpHref: checkout ? checkoutHref(CHECKOUT_PAYMENT_PATH, checkout) : null,
  };
}

/**
 * The default title is the product's (product.md 2.3); an error page's names the error, then the
 * product. Pages that set their own replace it; one whose loader failed shows this one.
 */
export const meta: MetaFunction<typeof loader> = ({ data, error }) => [
  { title: pageTitle(error ? errorPageTitle(error) : null, data?.site.productName ?? 'Atelier') },
  { name: 'description', content: 'Annual membership to classes taught by the world’s best.' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const location = useLocation();
  const shell = useShellSettings();
  const productName = data?.site.productName ?? 'Atelier';
  const nonce = data?.nonce;
  // Once, when React takes the page over: what was typed before that is kept (early-input.ts).
  useEffect(() => {
    adoptEarlyInput(document);
  }, []);
  return (
    <html lang="en" data-theme={shell.theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {data ? <link rel="canonical" href={`${data.site.origin}${location.pathname}`} /> : null}
        <Meta />
        {/* Before the stylesheets, so it runs at once: it releases the page's held scripts after the first paint, or once a lesson's stream (and hls.js) arrived (decisions 0026, 0043). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: fixed code; its data is JSON with `<` escaped */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: scriptReleaseScript() }} />
        <Links nonce={nonce} />
        {/* The studio's brand colours (site settings), after the stylesheets; none while unset. */}
        {data?.site.coloursCss ? <style nonce={nonce}>{data.site.coloursCss}</style> : null}
      </head>
      <body data-analytics-label={shell.analyticsLabel}>
        {/* A bare page (the cast receiver) is the page alone: no site around it. */}
        {shell.bare ? null : (
          <a className="skip-link" href="#main">
            Skip to content
          </a>
        )}
        {/* Whatever the page: staff viewing the site as a member must not forget it. */}
        {data?.viewingAs ? <ViewingAsBanner {...data.viewingAs} /> : null}
        {shell.bare ? null : (
          <>
            {shell.promoBanner ? (
              <div className="promo-slot" id="promo-banner">
                {data?.promotion ? (
                  <PromoBanner key={data.promotion.slug} promotion={data.promotion} />
                ) : null}
              </div>
            ) : null}
            <SiteHeader
              productName={productName}
              logo={data?.site.logo ?? null}
              hideNavigation={shell.hideNavigation}
            />
          </>
        )}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {shell.bare ? null : (
          <>
            <SiteFooter
              kind={shell.footer}
              productName={productName}
              supportPhone={data?.site.supportPhone ?? ''}
            />
            {/* Client-only overlays: they render nothing on the server and load their code on demand. */}
            <AuthModalHost />
            <SignUpPopupHost />
          </>
        )}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
