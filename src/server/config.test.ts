import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_NAME } from '~/shared/spec';
import { tempDir } from '../../tests/temp-dir';
import { ConfigError, loadConfig } from './config';

const { freshPath } = tempDir('config');
const freshSecretFile = () => freshPath('session-secret');

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

  it('generates the session secret once and keeps it in the file it is given', () => {
    const sessionSecretFile = freshSecretFile();
    const first = loadConfig({}, { sessionSecretFile });
    expect(first.SESSION_SECRET).toBe(fs.readFileSync(sessionSecretFile, 'utf8').trim());
    expect(first.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(first.sessionSecretSource).toEqual({ from: 'file', file: sessionSecretFile });
    // What derives from the session secret derives from this one.
    expect(first.PLAYBACK_TOKEN_SECRET).toBe(first.SESSION_SECRET);
    // The next start reads it back.
    expect(loadConfig({}, { sessionSecretFile }).SESSION_SECRET).toBe(first.SESSION_SECRET);
    const playback = 'p'.repeat(40);
    expect(loadConfig({ PLAYBACK_TOKEN_SECRET: playback }, { sessionSecretFile }).PLAYBACK_TOKEN_SECRET).toBe(
      playback,
    );
  });

  it('lets SESSION_SECRET win over the file, which is then never made', () => {
    const sessionSecretFile = freshSecretFile();
    const secret = 's'.repeat(40);
    const config = loadConfig({ SESSION_SECRET: secret }, { sessionSecretFile });
    expect(config.SESSION_SECRET).toBe(secret);
    expect(config.PLAYBACK_TOKEN_SECRET).toBe(secret);
    expect(config.sessionSecretSource).toEqual({ from: 'environment' });
    expect(fs.existsSync(path.dirname(sessionSecretFile))).toBe(false);
    // Production never falls back to a generated secret.
    expect(() => loadConfig({ NODE_ENV: 'production' }, { sessionSecretFile })).toThrow(
      /SESSION_SECRET is required in production/,
    );
    expect(fs.existsSync(path.dirname(sessionSecretFile))).toBe(false);
  });

  it('signs with a random secret of its own when given no file (tests), writing nothing', () => {
    const one = loadConfig({});
    expect(one.sessionSecretSource).toEqual({ from: 'process' });
    expect(one.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}).SESSION_SECRET).not.toBe(one.SESSION_SECRET);
  });

  it('stops with one line when the secret file is unusable', () => {
    const sessionSecretFile = freshSecretFile();
    fs.mkdirSync(path.dirname(sessionSecretFile));
    fs.writeFileSync(sessionSecretFile, '');
    expect(() => loadConfig({}, { sessionSecretFile })).toThrow(ConfigError);
    expect(() => loadConfig({}, { sessionSecretFile })).toThrow(/^[^\n]*set SESSION_SECRET$/);
    // A directory where the file should be cannot be read as one.
    const blocked = freshSecretFile();
    fs.mkdirSync(blocked, { recursive: true });
    expect(() => loadConfig({}, { sessionSecretFile: blocked })).toThrow(
      /Cannot keep the session secret in .* \(EISDIR\)/,
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(3000);
  });

  it('keeps media on disk unless S3_BUCKET names a bucket', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ S3_BUCKET: 'atelier-media' }).s3).toEqual({
      bucket: 'atelier-media',
      region: 'us-east-1',
      forcePathStyle: false,
      prefix: '',
    });
    expect(
      loadConfig({
        S3_BUCKET: 'media',
        S3_REGION: 'eu-west-3',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: 'sites/atelier',
      }).s3,
    ).toEqual({
      bucket: 'media',
      region: 'eu-west-3',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: 'sites/atelier/',
    });
    expect(loadConfig({ S3_BUCKET: 'media', S3_PREFIX: 'atelier/' }).s3?.prefix).toBe('atelier/');
  });

  it('stops on S3_* variables that do not go together or are not what S3 takes', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'Invalid configuration: S3_BUCKET is required with the other S3_* variables',
    );
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'Invalid configuration: S3_SECRET_ACCESS_KEY is required with S3_ACCESS_KEY_ID',
    );
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(
      /S3_ACCESS_KEY_ID is required/,
    );
    for (const S3_BUCKET of ['Media', 'm', 'media_files', 's3://media'])
      expect(() => loadConfig({ S3_BUCKET }), S3_BUCKET).toThrow(/^Invalid configuration: S3_BUCKET must be/);
    for (const S3_PREFIX of ['/atelier', '../atelier', 'a/../b', 'a//b'])
      expect(() => loadConfig({ S3_BUCKET: 'media', S3_PREFIX }), S3_PREFIX).toThrow(/S3_PREFIX must/);
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_ENDPOINT: 'ftp://host' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'sure' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
  });
});
