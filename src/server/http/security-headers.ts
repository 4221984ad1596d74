import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A year, subdomains included: browsers then refuse plain http to this site. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Every answer's policy when it is not a page: nothing may load from it or frame it (a JSON
 * answer or a picture opened as a document stays inert). A constant: no work per request.
 */
export const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Headers of every answer, API calls and files included (precomputed once). */
export const EVERY_ANSWER = {
  'x-content-type-options': 'nosniff',
  // Not no-referrer: under it browsers send `Origin: null` with form posts, and React Router
  // refuses a page action whose Origin is not the page's own, so no form worked without
  // JavaScript. Other sites still get the origin only, never the path.
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
  'content-security-policy': NON_DOCUMENT_CSP,
};

/** What only a document (a page) needs: isolation, framing and legacy browser switches. */
export const DOCUMENT_HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * Security headers, paid where they matter (issue 11 item 5). Every answer gets a few
 * constant headers, and HSTS when the site is served over https (the request came over
 * https, as TRUST_PROXY tells behind a proxy, or PUBLIC_URL is https, whatever NODE_ENV
 * says; a site on plain http must not tell browsers to insist on https). Pages add the
 * document headers and a Content-Security-Policy with a fresh nonce for React Router's
 * inline hydration scripts (`documentHeaders`, called by http/pages.ts): making a nonce
 * and its policy for every JSON call cost more than some calls themselves.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { publicUrl: string | undefined },
): void {
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request, reply) => {
    void reply.headers(EVERY_ANSWER);
    if (takesHsts(options.publicUrl, request.protocol)) void reply.header('strict-transport-security', HSTS);
  });
}

/** Whether an answer says HSTS: the site is served over https, or this request came over it. */
export function takesHsts(publicUrl: string | undefined, protocol: string): boolean {
  return (publicUrl?.startsWith('https:') ?? false) || protocol === 'https';
}

/** A page's document headers; its CSP comes with the render (`renderNonce`), as a kept page has its own. */
export function documentHeaders(reply: FastifyReply): void {
  void reply.headers(DOCUMENT_HEADERS);
}

/** A fresh nonce for a page about to render (kept on the request) and the CSP that names it. */
export function renderNonce(request: FastifyRequest, reply: FastifyReply, dev: boolean): void {
  request.cspNonce = randomBytes(16).toString('base64');
  void reply.header('content-security-policy', contentSecurityPolicy(request.cspNonce, dev));
}

/** The policy around its nonce, worked out once per mode (every render asks). */
const policies = new Map<boolean, [string, string]>();

export function contentSecurityPolicy(nonce: string, dev: boolean): string {
  let policy = policies.get(dev);
  if (!policy) {
    const marker = '\u0000nonce\u0000';
    const directives: Record<string, string[]> = {
      'default-src': ["'self'"],
      // Vite's dev client injects inline scripts without a nonce.
      'script-src': dev ? ["'self'", "'unsafe-inline'"] : ["'self'", `'nonce-${marker}'`],
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
    const text = Object.entries(directives)
      .map(([name, values]) => `${name} ${values.join(' ')}`)
      .join('; ');
    const [before = text, after = ''] = text.split(marker);
    policy = [before, after];
    policies.set(dev, policy);
  }
  return dev ? policy[0] : `${policy[0]}${nonce}${policy[1]}`;
}
