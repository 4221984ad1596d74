import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { z } from 'zod';
import type { S3StorageOptions } from '~/features/media/s3-storage';
import { DEFAULT_PRODUCT_NAME } from '~/shared/spec';
import { MIN_SESSION_SECRET_LENGTH, readOrCreateSessionSecret, SessionSecretError } from './session-secret';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Every environment variable the product reads. README's configuration table is
 * written from this schema; keep the two in step.
 */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    PRODUCT_NAME: z.string().min(1).max(60).default(DEFAULT_PRODUCT_NAME),
    DATABASE_URL: z
      .string()
      .regex(/^(file:.+|postgres(ql)?:\/\/.+)$/, 'must start with file: or postgres://')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /** Unset outside production: generated once and kept in data/ (session-secret.ts). */
    SESSION_SECRET: z
      .string()
      .min(MIN_SESSION_SECRET_LENGTH, `must be at least ${MIN_SESSION_SECRET_LENGTH} characters`)
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: bool.default(false),
    GEO_COUNTRY_HEADER: z.string().toLowerCase().default('cf-ipcountry'),
    GEO_REGION_HEADER: z.string().toLowerCase().default('cf-region-code'),
    JOBS_IN_PROCESS: bool.default(true),
    /** Memory for rendered pages shared by visitors without a session (0 turns the page cache off). */
    PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
    /** `npm start` runs this many worker processes on one port (server/cluster.ts); 1: no cluster. */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(os.availableParallelism()),
    JOB_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
    SUPPORT_PHONE: z.string().min(3).default('+1 (800) 555-0142'),
    SEED_DEMO_DATA: bool.default(true),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/.+/, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
    /** log2 of scrypt's N; 16 (64 MiB, OWASP's scrypt setting with p=2) unless lowered for tests. */
    PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(16),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    FACEBOOK_APP_ID: z.string().min(1).optional(),
    FACEBOOK_APP_SECRET: z.string().min(1).optional(),
    FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com'),
    FACEBOOK_DIALOG_URL: z.url().default('https://www.facebook.com'),
    APPLE_CLIENT_ID: z.string().min(1).optional(),
    APPLE_ISSUER: z.url().default('https://appleid.apple.com'),
    /**
     * Graph API version of the Facebook calls. The spec's default is 2.3, which Facebook no
     * longer serves: production sets a current one (e.g. 21.0).
     */
    FACEBOOK_API_VERSION: z
      .string()
      .regex(/^\d+\.\d+$/, 'must look like 21.0')
      .default('2.3'),
    /** false: Apple signs in existing accounts only (made in the iOS app); others see apple_needs_app_account. */
    APPLE_CREATES_ACCOUNTS: bool.default(true),
    /** Stripe's secret (or restricted) key: cards go through Stripe; without it, the built-in test gateway. */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'must look like sk_test_... or sk_live_...')
      .optional(),
    /** Where state changes are sent (docs/decisions/0012-webhooks.md): http(s) URLs, comma separated. */
    WEBHOOK_URLS: z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((url) => url.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be http(s) URLs separated by commas' })))
      .default([]),
    /** Signs the requests to WEBHOOK_URLS (HMAC-SHA256); required with them. */
    WEBHOOK_SECRET: z.string().min(24, 'must be at least 24 characters').optional(),
    /** Where uploaded video and its HLS transcodes are stored (the demo clips stay in media/demo). */
    MEDIA_DIR: z.string().min(1).default('data/media'),
    /**
     * Object storage for the media instead of MEDIA_DIR (docs/decisions/0033): set S3_BUCKET to
     * keep uploads and their transcodes there. The demo clips stay in media/demo.
     */
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)',
      )
      .optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must look like us-east-1')
      .optional(),
    /** Another S3-compatible service (MinIO, R2…); unset: AWS. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    /** Unset together: the AWS SDK's own chain (AWS_* variables, the instance's role…). */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: bool.optional(),
    /** Every key is kept under it, so one bucket can serve several sites. */
    S3_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*\/?$/, 'must be a path like atelier/ (no leading slash)')
      .refine(
        (prefix) => !prefix.split('/').some((part) => part === '.' || part === '..'),
        'must not hold . or ..',
      )
      .optional(),
    /** Where uploads in progress are written, chunk by chunk, until they are complete. */
    UPLOAD_DIR: z.string().min(1).default('data/uploads'),
    /** The largest video file the studio accepts, in bytes (checked before the upload starts). */
    MEDIA_UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(10 * 1024 ** 3),
    /** Signs playback tokens (docs/decisions/0013); defaults to SESSION_SECRET (a derived key). */
    PLAYBACK_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * Production without STRIPE_SECRET_KEY refuses to start (cards would go to the built-in test
     * gateway and no money would move) unless this says that is what is wanted (a staging site).
     */
    ALLOW_TEST_PAYMENTS: bool.default(false),
    /** name=bucket pairs, comma separated: forces experiment buckets (tests, demos). */
    EXPERIMENT_OVERRIDES: z
      .string()
      .regex(/^([\w.-]+=[\w.-]+)(,[\w.-]+=[\w.-]+)*$/, 'must look like name=bucket,name=bucket')
      .optional(),
  })
  .transform((env, ctx) => {
    const production = env.NODE_ENV === 'production';
    if (production && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' });
      return z.NEVER;
    }
    if (production && env.PASSWORD_HASH_COST < 15) {
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_HASH_COST'],
        message: 'must be at least 15 in production',
      });
      return z.NEVER;
    }
    if (production && !env.STRIPE_SECRET_KEY && !env.ALLOW_TEST_PAYMENTS) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'is required in production (or set ALLOW_TEST_PAYMENTS=true to use the test gateway)',
      });
      return z.NEVER;
    }
    if (env.WEBHOOK_URLS.length > 0 && !env.WEBHOOK_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['WEBHOOK_SECRET'], message: 'is required with WEBHOOK_URLS' });
      return z.NEVER;
    }
    const s3 = s3Target(env);
    if (typeof s3 === 'string') {
      ctx.addIssue({ code: 'custom', path: [s3], message: S3_ISSUES[s3] });
      return z.NEVER;
    }
    return {
      ...env,
      production,
      database: databaseTarget(env.DATABASE_URL),
      s3,
      MAIL_FROM: env.MAIL_FROM ?? `"${env.PRODUCT_NAME}" <no-reply@localhost>`,
    };
  });

const S3_ISSUES = {
  S3_BUCKET: 'is required with the other S3_* variables',
  S3_SECRET_ACCESS_KEY: 'is required with S3_ACCESS_KEY_ID',
  S3_ACCESS_KEY_ID: 'is required with S3_SECRET_ACCESS_KEY',
} as const;

/**
 * The media bucket, or null for the local MEDIA_DIR; a variable's name when the S3_* variables
 * do not go together (a lone S3_ENDPOINT would otherwise leave media on disk unnoticed).
 */
function s3Target(env: {
  S3_BUCKET?: string | undefined;
  S3_REGION?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE?: boolean | undefined;
  S3_PREFIX?: string | undefined;
}): S3StorageOptions | null | keyof typeof S3_ISSUES {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!bucket) {
    const others = [
      env.S3_REGION,
      env.S3_ENDPOINT,
      accessKeyId,
      secretAccessKey,
      env.S3_FORCE_PATH_STYLE,
      env.S3_PREFIX,
    ];
    return others.some((value) => value !== undefined) ? 'S3_BUCKET' : null;
  }
  if (accessKeyId && !secretAccessKey) return 'S3_SECRET_ACCESS_KEY';
  if (secretAccessKey && !accessKeyId) return 'S3_ACCESS_KEY_ID';
  return {
    bucket,
    // AWS's first region; MinIO and most other services take any name.
    region: env.S3_REGION ?? 'us-east-1',
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
    prefix: env.S3_PREFIX ? env.S3_PREFIX.replace(/\/?$/, '/') : '',
  };
}

/** Where the session secret in use came from (the startup log says it). */
export type SessionSecretSource =
  | { from: 'environment' }
  | { from: 'file'; file: string }
  | { from: 'process' };

export type Config = Omit<z.output<typeof configSchema>, 'SESSION_SECRET' | 'PLAYBACK_TOKEN_SECRET'> & {
  SESSION_SECRET: string;
  /** PLAYBACK_TOKEN_SECRET, else the session secret in use (the playback service derives its key). */
  PLAYBACK_TOKEN_SECRET: string;
  sessionSecretSource: SessionSecretSource;
};

/** The site's address for links made outside a request (jobs, the command line): PUBLIC_URL, else localhost. */
export function siteOrigin(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}

export type DatabaseTarget =
  | { dialect: 'sqlite'; file: string }
  | { dialect: 'postgres'; connectionString: string };

export function databaseTarget(url: string | undefined): DatabaseTarget {
  if (!url) return { dialect: 'sqlite', file: 'data/atelier.db' };
  if (url.startsWith('file:')) return { dialect: 'sqlite', file: url.slice('file:'.length) };
  return { dialect: 'postgres', connectionString: url };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the environment; a bad value throws one line naming the variable.
 *
 * Without SESSION_SECRET (never in production), the secret is the one kept in
 * `sessionSecretFile` (made there on first use): the processes pass SESSION_SECRET_FILE. Given
 * no file (tests, benchmarks), the process signs with a random secret of its own.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  options: { sessionSecretFile?: string } = {},
): Config {
  const known = Object.fromEntries(
    Object.keys(configSchema.in.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const result = configSchema.safeParse(known);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const got = env[name] === undefined ? '' : ` (got ${JSON.stringify(env[name])})`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}${got}`);
  }
  const parsed = result.data;
  const { secret, source } = sessionSecret(parsed.SESSION_SECRET, options.sessionSecretFile);
  return {
    ...parsed,
    SESSION_SECRET: secret,
    PLAYBACK_TOKEN_SECRET: parsed.PLAYBACK_TOKEN_SECRET ?? secret,
    sessionSecretSource: source,
  };
}

function sessionSecret(
  fromEnvironment: string | undefined,
  file: string | undefined,
): { secret: string; source: SessionSecretSource } {
  if (fromEnvironment) return { secret: fromEnvironment, source: { from: 'environment' } };
  if (!file) return { secret: randomBytes(48).toString('base64url'), source: { from: 'process' } };
  try {
    return { secret: readOrCreateSessionSecret(file), source: { from: 'file', file } };
  } catch (error) {
    if (error instanceof SessionSecretError) throw new ConfigError(error.message);
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new ConfigError(
      `Cannot keep the session secret in ${file} (${reason}): let the process write there, or set SESSION_SECRET`,
    );
  }
}

/** Reads `.env` from the working directory when present; real environment variables win. */
export function loadDotEnv(file = '.env'): void {
  if (fs.existsSync(file)) process.loadEnvFile(file);
}
