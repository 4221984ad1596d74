import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';

// E2E_PORT and E2E_OIDC_PORT move the servers, so two checkouts can run the browser tests at once.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// One SQLite file for the e2e server, removed by the start command (not here: this
// file is loaded again in every worker) so each run begins from freshly seeded demo data.
const DB_FILE = 'data/e2e-playwright.db';
// A real OpenID Connect provider on loopback stands in for Google (tests/oidc-provider.ts):
// the app discovers it, redirects to its login page and redeems the code there. Http is
// allowed for it because the issuer is on 127.0.0.1 and NODE_ENV is not production.
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3101);
const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
const OIDC_CLIENT = { id: 'atelier-e2e', secret: 'atelier-e2e-secret' };

/** Desktop Chrome as Debian's chromium runs it. */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
};

export default defineConfig({
  testDir: 'e2e',
  // The tests share one server and database; two workers fit the 2-core machines.
  workers: 2,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    // A failed test keeps its trace (actions, network, DOM snapshots) without the filmstrip of
    // screenshots, whose recording cost every test ~10 % of its time on the 2-core machines.
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  // The visual comparison runs first, on the freshly seeded demo data: the other tests publish
  // classes, buy, bookmark and enrol, which changes what the catalog pages show. (Its project is
  // 'chromium' because the baselines' file names carry the project name.)
  projects: [
    { name: 'chromium', testMatch: /visual\.spec\.ts/, use: chromium },
    {
      name: 'flows',
      testIgnore: /visual\.spec\.ts|studio-settings\.spec\.ts/,
      dependencies: ['chromium'],
      use: chromium,
    },
    // The site's settings change every page (name, legal text): after the other flows, alone.
    { name: 'site-settings', testMatch: /studio-settings\.spec\.ts/, dependencies: ['flows'], use: chromium },
  ],
  webServer: [
    {
      command: 'exec node --import tsx tests/oidc-provider.ts',
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        OIDC_PORT: String(OIDC_PORT),
        OIDC_CLIENT_ID: OIDC_CLIENT.id,
        OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
        // Google's callback, and single sign-on's (e2e/oidc-sso.spec.ts adds an organization that uses it).
        OIDC_REDIRECT_URIS: `${BASE_URL}/auth/google_oauth2/callback,${BASE_URL}/auth/sso/callback`,
      },
    },
    {
      // The production bundle (bin/atelier.mjs rebuilds it, as production, only when stale); `exec` so
      // Playwright's stop signal reaches node itself.
      command: `rm -f ${DB_FILE} ${DB_FILE}-wal ${DB_FILE}-shm && exec node bin/atelier.mjs start`,
      url: `${BASE_URL}/healthz`,
      reuseExistingServer: !process.env.CI,
      // Covers a build on first start when build/ is missing or stale.
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        // Not 'production': demo data is seeded only outside production.
        NODE_ENV: 'test',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATABASE_URL: `file:${DB_FILE}`,
        // A fixed secret of the tests' own: the server makes no data/session-secret here.
        SESSION_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
        SEED_DEMO_DATA: 'true',
        // The lowest scrypt cost the server allows outside production: every sign-in of the tests
        // (and the seeding of the demo accounts) costs the 2-core machine a fraction of the default's.
        PASSWORD_HASH_COST: '10',
        LOG_LEVEL: 'warn',
        // One process: the tests read the dev outbox and in-process state of the server they talk to.
        WEB_CONCURRENCY: '1',
        GOOGLE_CLIENT_ID: OIDC_CLIENT.id,
        GOOGLE_CLIENT_SECRET: OIDC_CLIENT.secret,
        GOOGLE_ISSUER: OIDC_ISSUER,
      },
    },
  ],
});
