import { createHmac } from 'node:crypto';
import type { Config } from '~/server/config';
import type { ExternalProfile } from './identity-matcher';
import { PROVIDER_TIMEOUT_SECONDS, textClaim } from './oidc';

/** Asked for at the dialog and read from /me (product.md 3: name, email, picture). */
export const FACEBOOK_SCOPE = 'public_profile,email';
const ME_FIELDS = 'name,email,picture';

type Me = { id?: unknown; name?: unknown; email?: unknown; picture?: { data?: { url?: unknown } } };

/** A Graph API answer that is not what we asked for. The message never carries a token. */
export class FacebookError extends Error {
  override name = 'FacebookError';
}

/**
 * Facebook sign-in (issue 3 item 2): the OAuth 2 dialog and code exchange, or an access
 * token from the JavaScript SDK checked with debug_token; then /me. Every Graph call with a
 * user token also sends appsecret_proof, so a token stolen from another app is refused.
 */
export function createFacebookClient(deps: { config: Config }) {
  const { config } = deps;
  const appId = config.FACEBOOK_APP_ID ?? '';
  const appSecret = config.FACEBOOK_APP_SECRET ?? '';
  const version = `v${config.FACEBOOK_API_VERSION}`;
  const graph = `${config.FACEBOOK_GRAPH_URL.replace(/\/$/, '')}/${version}`;

  async function graphGet(path: string, params: Record<string, string>): Promise<any> {
    let response: Response;
    try {
      response = await fetch(`${graph}${path}?${new URLSearchParams(params)}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_SECONDS * 1000),
      });
    } catch (error) {
      throw new FacebookError(`Graph ${path} unreachable`, { cause: error });
    }
    const body = await response.json().catch(() => null);
    if (!response.ok || !body || typeof body !== 'object')
      throw new FacebookError(`Graph ${path} answered ${response.status}`);
    return body;
  }

  async function me(accessToken: string): Promise<ExternalProfile> {
    const proof = createHmac('sha256', appSecret).update(accessToken).digest('hex');
    const body: Me = await graphGet('/me', {
      fields: ME_FIELDS,
      access_token: accessToken,
      appsecret_proof: proof,
    });
    const subject = typeof body.id === 'string' || typeof body.id === 'number' ? String(body.id) : '';
    if (!subject) throw new FacebookError('Graph /me without id');
    const email = textClaim(body.email);
    return {
      provider: 'facebook',
      subject,
      email,
      // Graph only returns an address the person has confirmed with Facebook.
      emailVerified: email !== null,
      name: textClaim(body.name, 100),
      picture: textClaim(body.picture?.data?.url, 2000),
    };
  }

  return {
    configured: Boolean(appId && appSecret),

    dialogUrl(redirectUri: string, state: string): string {
      const params = new URLSearchParams({
        client_id: appId,
        redirect_uri: redirectUri,
        state,
        scope: FACEBOOK_SCOPE,
        response_type: 'code',
      });
      return `${config.FACEBOOK_DIALOG_URL.replace(/\/$/, '')}/${version}/dialog/oauth?${params}`;
    },

    /** The dialog's code, exchanged for a user token (redirect_uri must be the dialog's). */
    async profileFromCode(code: string, redirectUri: string): Promise<ExternalProfile> {
      const token = await graphGet('/oauth/access_token', {
        client_id: appId,
        client_secret: appSecret,
        redirect_uri: redirectUri,
        code,
      });
      if (typeof token.access_token !== 'string') throw new FacebookError('no access_token');
      return me(token.access_token);
    },

    /** A token from the SDK: it must be valid, issued to this app, and for the user /me names. */
    async profileFromAccessToken(accessToken: string): Promise<ExternalProfile> {
      const debug = await graphGet('/debug_token', {
        input_token: accessToken,
        access_token: `${appId}|${appSecret}`,
      });
      const data = debug.data ?? {};
      if (data.is_valid !== true || String(data.app_id) !== appId)
        throw new FacebookError('token not valid for this app');
      const profile = await me(accessToken);
      if (String(data.user_id) !== profile.subject) throw new FacebookError('token user mismatch');
      return profile;
    },
  };
}

export type FacebookClient = ReturnType<typeof createFacebookClient>;
