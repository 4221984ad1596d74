import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import { createSigningKey, type SigningKey } from './signing-key';

/** A tiny JSON server on loopback; `route` answers [status, body] or null for 404. */
async function serveJson(
  route: (url: URL) => [number, unknown] | null,
): Promise<{ origin: string; requests: URL[]; close: () => Promise<void> }> {
  const requests: URL[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const answer = route(url) ?? [404, { error: { message: 'Unknown path' } }];
    response.writeHead(answer[0], { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer[1]));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  afterAll(close);
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, close };
}

export type FacebookUser = { id: string; name?: string; email?: string; picture?: { data: { url: string } } };

/**
 * The part of Facebook's Graph API the sign-in uses (v2.3): the code exchange, /me (with
 * appsecret_proof checked) and debug_token. `codes` and `tokens` say who each dialog code
 * and SDK access token belongs to.
 */
export async function startFakeGraphApi(options: { appId: string; appSecret: string }) {
  const users = new Map<string, FacebookUser>();
  const codes = new Map<string, string>();
  const otherAppTokens = new Set<string>();
  const error = (message: string): [number, unknown] => [400, { error: { message, type: 'OAuthException' } }];

  const server = await serveJson((url) => {
    const q = url.searchParams;
    switch (url.pathname) {
      case '/v2.3/oauth/access_token': {
        if (q.get('client_id') !== options.appId || q.get('client_secret') !== options.appSecret)
          return error('bad client');
        const token = codes.get(q.get('code') ?? '');
        if (!token || !q.get('redirect_uri')) return error('bad code');
        codes.delete(q.get('code') ?? '');
        return [200, { access_token: token, token_type: 'bearer', expires_in: 5183944 }];
      }
      case '/v2.3/me': {
        const token = q.get('access_token') ?? '';
        const proof = createHmac('sha256', options.appSecret).update(token).digest('hex');
        if (q.get('appsecret_proof') !== proof) return error('bad appsecret_proof');
        const user = users.get(token);
        if (!user || q.get('fields') !== 'name,email,picture') return error('bad token or fields');
        return [200, user];
      }
      case '/v2.3/debug_token': {
        if (q.get('access_token') !== `${options.appId}|${options.appSecret}`) return error('bad app token');
        const token = q.get('input_token') ?? '';
        const user = users.get(token);
        const appId = otherAppTokens.has(token) ? 'another-app' : options.appId;
        return [200, { data: { app_id: appId, is_valid: Boolean(user), user_id: user?.id } }];
      }
      default:
        return null;
    }
  });

  return {
    ...server,
    /** A dialog code that exchanges into a token for this user. */
    addCode(code: string, user: FacebookUser) {
      codes.set(code, `token-${code}`);
      users.set(`token-${code}`, user);
    },
    addToken(token: string, user: FacebookUser, options2: { otherApp?: boolean } = {}) {
      users.set(token, user);
      if (options2.otherApp) otherAppTokens.add(token);
    },
  };
}

/** Apple's key endpoint (/auth/keys) on loopback, and ID tokens signed with its key. */
export async function startFakeApple(options: { clientId: string }) {
  const key: SigningKey = await createSigningKey();
  const server = await serveJson((url) => (url.pathname === '/auth/keys' ? [200, key.publicJwks] : null));
  return {
    ...server,
    issuer: server.origin,
    key,
    idToken(claims: Record<string, unknown>, now: Date, signer: SigningKey = key, expiresIn = 600) {
      return signer.sign({ iss: server.origin, aud: options.clientId, ...claims }, { now, expiresIn });
    },
  };
}
