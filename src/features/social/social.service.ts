import type { AccountTokens } from '~/features/accounts/account-tokens';
import type { AccountsService } from '~/features/accounts/accounts.service';
import type { Config } from '~/server/config';
import type { Clock } from '~/server/core/clock';
import type { Db } from '~/server/db/database';
import { createAppleClient } from './apple';
import { createFacebookClient } from './facebook';
import { createFlowSealer } from './flow-state';
import { createGoogleClient } from './google';
import { createIdentityMatcher } from './identity-matcher';
import { createOidcClients, type OidcClients } from './oidc';

/**
 * Sign-in through Google, Facebook and Apple: the protocol clients (each enabled by its
 * environment variables), the sealed flow state, and the matching of a provider's person
 * to an account. Nothing here knows HTTP requests; the routes carry values in and out.
 */
export function createSocialService(deps: {
  db: Db;
  clock: Clock;
  config: Config;
  accounts: AccountsService;
  tokens: AccountTokens;
  oidcClients?: OidcClients;
}) {
  const { db, clock, config, accounts, tokens } = deps;
  const oidcClients = deps.oidcClients ?? createOidcClients({ clock, production: config.production });
  return {
    flows: createFlowSealer({ secret: config.SESSION_SECRET, clock }),
    oidcClients,
    matcher: createIdentityMatcher({ db, clock, accounts, tokens }),
    google: createGoogleClient({ config, clock, clients: oidcClients }),
    facebook: createFacebookClient({ config }),
    apple: createAppleClient({ config, clock }),
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
