import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for every answer. The Content-Security-Policy is ours (helmet's is
 * off) because it carries a fresh nonce per request for React Router's inline
 * hydration scripts; styles may be inline (React style attributes).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { dev: boolean },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // Vite's dev server and the swagger UI serve scripts the browser loads cross-origin-safe.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    hsts: options.dev ? false : { maxAge: 31_536_000, includeSubDomains: true },
    // Not helmet's no-referrer: under it browsers send `Origin: null` with form posts, and
    // React Router refuses a page action whose Origin is not the page's own, so no form
    // worked without JavaScript. Other sites still get the origin only, never the path.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request, reply) => {
    request.cspNonce = randomBytes(16).toString('base64');
    void reply.header('content-security-policy', contentSecurityPolicy(request.cspNonce, options.dev));
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
