import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startupBanner } from './startup-banner';

const listening = { address: '0.0.0.0', family: 'IPv4', port: 3000 };
const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(40),
  PUBLIC_URL: 'https://learn.example.com',
  STRIPE_SECRET_KEY: 'sk_live_abc123',
  SMTP_URL: 'smtp://mail.example.com:587',
};

describe('the startup banner', () => {
  it('says where to open it, what runs, and what to set for production after `npm start`', () => {
    const lines = startupBanner(loadConfig({}), listening);
    expect(lines).toEqual([
      'Atelier is running: open http://localhost:3000',
      'Mode: development: demo data (sign in as member@atelier.test, password atelier-demo), test payments gateway (no money moves), ' +
        'mail kept in the outbox, not sent, media in data/media, dev outbox and webhook log from this machine only, session secret random for this process.',
      'To run it for real, set NODE_ENV=production, SESSION_SECRET, PUBLIC_URL, STRIPE_SECRET_KEY, SMTP_URL (README, "Running it for real").',
    ]);
    expect(lines.every((line) => !line.includes('\n'))).toBe(true);
  });

  it('opens the address it listens on, or the public one', () => {
    const port = { ...listening, port: 4321 };
    expect(startupBanner(loadConfig({ HOST: '127.0.0.1' }), port)[0]).toMatch(
      /open http:\/\/127\.0\.0\.1:4321$/,
    );
    expect(startupBanner(loadConfig({ HOST: '::1' }), port)[0]).toMatch(/open http:\/\/\[::1\]:4321$/);
    expect(startupBanner(loadConfig({ PRODUCT_NAME: 'Learn' }), null)[0]).toBe(
      'Learn is running: open http://localhost:3000',
    );
    expect(startupBanner(loadConfig({ PUBLIC_URL: 'https://learn.example.com' }), port)[0]).toMatch(
      /open https:\/\/learn\.example\.com\/?$/,
    );
  });

  it('in production with everything set says so and asks for nothing', () => {
    const lines = startupBanner(loadConfig(production), listening);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      'Mode: production: payments through Stripe (live key), mail sent through SMTP_URL, media in data/media, ' +
        'session secret from SESSION_SECRET.',
    );
    expect(startupBanner(loadConfig({ ...production, S3_BUCKET: 'atelier-media' }), listening)[1]).toContain(
      ', media in the S3 bucket atelier-media,',
    );
  });

  it('in production on the test gateway names what is missing', () => {
    const { STRIPE_SECRET_KEY: _key, SMTP_URL: _smtp, ...rest } = production;
    const lines = startupBanner(loadConfig({ ...rest, ALLOW_TEST_PAYMENTS: 'true' }), listening);
    expect(lines[1]).toContain('test payments gateway');
    expect(lines[2]).toBe(
      'To run it for real, set STRIPE_SECRET_KEY, SMTP_URL (README, "Running it for real").',
    );
  });
});
