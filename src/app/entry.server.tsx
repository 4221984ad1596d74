import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { coalescedWrites } from './lib/coalesced-writes';
import { holdPageScripts } from './lib/held-scripts';
import { renderContext } from './lib/render-routes';
import { isSharedPage, SHARED_PAGE_CACHE_CONTROL } from './lib/shared-page';

export const streamTimeout = 5_000;

/**
 * Failures computing initial data or rendering are logged here, with the request id. A
 * client's mistake (a POST to a page without an action: 405; no such page: 404) is not a
 * failure of ours and is logged below error level, so clients cannot fill the error log.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) {
    context.log.info({ status: error.status, url: request.url }, 'page request rejected');
    return;
  }
  context.log.error({ err: error, url: request.url }, 'page failed');
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once; people get the shell first, then the rest streamed.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <StylesheetFirst hrefs={routerContext.manifest.routes.root?.css ?? []}>
        <ServerRouter context={renderContext(routerContext)} url={request.url} nonce={loadContext.nonce} />
      </StylesheetFirst>,
      {
        nonce: loadContext.nonce,
        [readyOption]() {
          shellRendered = true;
          const body = coalescedWrites(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          }, holdPageScripts);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // A route's own `headers` win. A shared page may be kept by shared caches (ours too);
          // a page seen with a session is personal and kept by no one.
          if (!responseHeaders.has('Cache-Control')) {
            const shared = !loadContext.session && isSharedPage(routerContext, responseStatusCode);
            responseHeaders.set('Cache-Control', cacheControl(shared, loadContext));
            // Save-Data: on drops a lesson's stream preloads (root data), so caches keep it apart.
            if (shared) responseHeaders.set('Vary', 'Save-Data');
          }
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // The status may be sent already: this tells the page cache not to keep the page.
          loadContext.render.failed = true;
          // Errors before the shell reject above and are logged by handleError.
          if (shellRendered)
            loadContext.log.error({ err: error, url: request.url }, 'streamed render failed');
        },
      },
    );
  });
}

function cacheControl(shared: boolean, loadContext: AppLoadContext): string {
  if (loadContext.session) return 'private, no-store';
  return shared ? SHARED_PAGE_CACHE_CONTROL : 'private, no-cache';
}

/**
 * The site's one stylesheet (decision 0043), asked for before the page's twenty-odd module
 * preloads: React writes a style preload ahead of the `<link rel=modulepreload>`s it hoists,
 * while `<Links/>`'s own `<link rel=stylesheet>` is a plain child of `<head>`, written after
 * them. On six HTTP/1.1 connections the stylesheet otherwise waits behind the scripts, and the
 * first paint waits for it. Server only: it renders nothing for hydration to compare.
 */
function StylesheetFirst({ hrefs, children }: { hrefs: string[]; children: ReactNode }) {
  for (const href of hrefs) preload(href, { as: 'style', fetchPriority: 'high' });
  return children;
}
