import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import Provider from 'oidc-provider';
import { createMemoryAdapter } from 'oidc-provider/lib/adapters/memory_adapter.js';
import { createSigningKey, type SigningKey } from './signing-key';

/**
 * A real OpenID Connect provider (oidc-provider) on loopback, for the sign-in tests: the
 * app discovers it, redirects to it, redeems codes at it and checks its keys exactly as
 * it does with Google or an organization's provider. Its login page takes any login
 * name and signs in the account of that name (created on first use).
 *
 * Run directly (`tsx tests/oidc-provider.ts`) it serves the browser tests: port, client
 * id, secret and redirect URIs come from OIDC_PORT, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET
 * and OIDC_REDIRECT_URIS (comma separated).
 */

export type TestAccount = { sub: string; email: string; email_verified: boolean; name: string };
export type TestClient = { client_id: string; client_secret: string; redirect_uris: string[] };

export type TestOidcProvider = {
  issuer: string;
  key: SigningKey;
  /** Sets who a login name signs in as (sub, email, email_verified, name). */
  setAccount(login: string, account: Partial<TestAccount>): TestAccount;
  /**
   * Follows an authorization URL as a browser would, signing in as `login` on the
   * login page, and returns the redirect back to the client (its callback URL).
   */
  authorize(authorizationUrl: string, login: string): Promise<URL>;
  close(): Promise<void>;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid: string, clientId: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Test provider sign-in</title></head>
<body><h1>Sign in to the test provider</h1><p>Client: ${escapeHtml(clientId)}</p>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label for="login">Email</label> <input id="login" name="login" type="email" required autofocus>
<button type="submit">Sign in</button></form></body></html>`;
}

async function readForm(request: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startOidcProvider(options: {
  clients: TestClient[];
  port?: number;
}): Promise<TestOidcProvider> {
  const key = await createSigningKey();
  const accounts = new Map<string, TestAccount>();
  const accountOf = (login: string): TestAccount => {
    const known = accounts.get(login);
    if (known) return known;
    const account = {
      sub: `sub-${createHash('sha256').update(login).digest('hex').slice(0, 16)}`,
      email: login,
      email_verified: true,
      name: login.split('@')[0] ?? login,
    };
    accounts.set(login, account);
    return account;
  };

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: options.clients.map((client) => ({
      ...client,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [key.privateJwk] },
    cookies: { keys: ['loopback-test-provider-cookie-key'] },
    adapter: createMemoryAdapter(),
    features: { devInteractions: { enabled: false } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google: the profile claims asked for by scope are in the ID token itself.
    conformIdTokenClaims: false,
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    async findAccount(_ctx: unknown, sub: string) {
      const account = [...accounts.values()].find((a) => a.sub === sub);
      return account ? { accountId: sub, claims: async () => ({ ...account }) } : undefined;
    },
    // A first-party client: consent is granted without asking.
    async loadExistingGrant(ctx: any) {
      const grantId =
        ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const handle = provider.callback();

  server.on('request', async (request, response) => {
    const match = /^\/interaction\/([\w-]+)$/.exec(request.url ?? '');
    if (!match) return handle(request, response);
    try {
      const details = await provider.interactionDetails(request, response);
      if (request.method === 'POST') {
        const login = (await readForm(request)).get('login')?.trim() ?? '';
        if (!login) throw new Error('login name required');
        const account = accountOf(login);
        await provider.interactionFinished(
          request,
          response,
          { login: { accountId: account.sub } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(loginPage(details.uid, details.params.client_id));
    } catch (error) {
      response.statusCode = 400;
      response.end(error instanceof Error ? error.message : 'interaction failed');
    }
  });

  return {
    issuer,
    key,
    setAccount(login, account) {
      const merged = { ...accountOf(login), ...account };
      accounts.set(login, merged);
      return merged;
    },
    async authorize(authorizationUrl, login) {
      const jar = new Map<string, string>();
      const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const keep = (response: Response) => {
        for (const line of response.headers.getSetCookie()) {
          const [pair = ''] = line.split(';');
          const at = pair.indexOf('=');
          const name = pair.slice(0, at).trim();
          const value = pair.slice(at + 1).trim();
          if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
          else jar.set(name, value);
        }
      };
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 12; hop++) {
        if (url.origin !== issuer) return url;
        const response = await fetch(url, { redirect: 'manual', headers: { cookie: cookie() } });
        keep(response);
        const location = response.headers.get('location');
        if (location) {
          url = new URL(location, url);
          continue;
        }
        if (response.status === 200 && url.pathname.startsWith('/interaction/')) {
          await response.text();
          const posted = await fetch(url, {
            method: 'POST',
            redirect: 'manual',
            headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ login }),
          });
          keep(posted);
          url = new URL(posted.headers.get('location') ?? '/', url);
          continue;
        }
        throw new Error(`provider answered ${response.status} at ${url.pathname}: ${await response.text()}`);
      }
      throw new Error('too many redirects at the provider');
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// Run directly: the browser tests' provider (playwright.config.ts starts it).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const env = process.env;
  const started = await startOidcProvider({
    port: Number(env.OIDC_PORT ?? 3101),
    clients: [
      {
        client_id: env.OIDC_CLIENT_ID ?? 'atelier-e2e',
        client_secret: env.OIDC_CLIENT_SECRET ?? 'atelier-e2e-secret',
        redirect_uris: (env.OIDC_REDIRECT_URIS ?? 'http://127.0.0.1:3100/auth/google_oauth2/callback').split(
          ',',
        ),
      },
    ],
  });
  process.stdout.write(`test OpenID provider at ${started.issuer}\n`);
  const stop = () => void started.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
