import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_NAME } from '~/shared/spec';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults for a fresh clone', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.PRODUCT_NAME).toBe(DEFAULT_PRODUCT_NAME);
    expect(config.database).toEqual({ dialect: 'sqlite', file: 'data/atelier.db' });
    expect(config.production).toBe(false);
  });

  it('reads the database target from DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'file:/tmp/x.db' }).database).toEqual({
      dialect: 'sqlite',
      file: '/tmp/x.db',
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/d' }).database).toEqual({
      dialect: 'postgres',
      connectionString: 'postgres://u@h:5432/d',
    });
  });

  it('stops on a wrong value with one line naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    const message = (() => {
      try {
        loadConfig({ PORT: 'abc' });
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/^Invalid configuration: PORT .*\(got "abc"\)$/);
    expect(message).not.toContain('\n');
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
  });

  it('requires a real session secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    const secret = 'x'.repeat(40);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret })).toThrow(
      /STRIPE_SECRET_KEY is required in production/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, STRIPE_SECRET_KEY: 'sk_live_abc123' })
        .production,
    ).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, ALLOW_TEST_PAYMENTS: 'true' }).production,
    ).toBe(true);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(3000);
  });
});
