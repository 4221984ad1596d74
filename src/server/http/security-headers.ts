import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** A year, subdomains included: browsers then refuse plain http to this site. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers for every answer. The Content-Security-Policy is ours (helmet's is
 * off) because it carries a fresh nonce per request for React Router's inline
 * hydration scripts; styles may be inline (React style attributes). HSTS is ours too:
 * sent when the site is served over https (the request came over https, as TRUST_PROXY
 * tells behind a proxy, or PUBLIC_URL is https), whatever NODE_ENV says; a site on plain
 * http must not tell browsers to insist on https.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { dev: boolean; publicUrl: string | undefined },
): Promise<void> {
  const httpsSite = options.publicUrl?.startsWith('https:') ?? false;
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // Vite's dev server and the swagger UI serve scripts the browser loads cross-origin-safe.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    hsts: false,
    // Not helmet's no-referrer: under it browsers send `Origin: null` with form posts, and
    // React Router refuses a page action whose Origin is not the page's own, so no form
    // worked without JavaScript. Other sites still get the origin only, never the path.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request, reply) => {
    request.cspNonce = randomBytes(16).toString('base64');
    void reply.header('content-security-policy', contentSecurityPolicy(request.cspNonce, options.dev));
    if (httpsSite || request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
  });
}

export function contentSecurityPolicy(nonce: string, dev: boolean): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Vite's dev client injects inline scripts without a nonce.
    'script-src': dev ? ["'self'", "'unsafe-inline'"] : ["'self'", `'nonce-${nonce}'`],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
