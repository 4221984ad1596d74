import net, { type AddressInfo } from 'node:net';
import type { Config } from './config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts';

/**
 * The lines a person reads when the server starts (the rest of the log is JSON for machines):
 * where to open it, what mode runs, and what is still to set to run it for real.
 */
export function startupBanner(config: Config, listening: AddressInfo | string | null): string[] {
  const toSet = stillToSet(config);
  return [
    `${config.PRODUCT_NAME} is running: open ${addressToOpen(config, listening)}`,
    `Mode: ${config.NODE_ENV}: ${modeFacts(config).join(', ')}.`,
    ...(toSet.length ? [`To run it for real, set ${toSet.join(', ')} (README, "Running it for real").`] : []),
  ];
}

/** Prints the banner on stdout, unless the log level asks for warnings and errors only. */
export function announceStart(config: Config, listening: AddressInfo | string | null): void {
  if (!['info', 'debug', 'trace'].includes(config.LOG_LEVEL)) return;
  for (const line of startupBanner(config, listening)) console.log(line);
}

function addressToOpen(config: Config, listening: AddressInfo | string | null): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL;
  const port = listening && typeof listening === 'object' ? listening.port : config.PORT;
  // Listening on every interface: this machine reaches it as localhost.
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  return `http://${net.isIPv6(host) ? `[${host}]` : host}:${port}`;
}

function modeFacts(config: Config): string[] {
  const member = DEMO_ACCOUNTS[0].email;
  const source = config.sessionSecretSource;
  return [
    ...(config.production
      ? []
      : [
          config.SEED_DEMO_DATA
            ? `demo data (sign in as ${member}, password ${DEMO_PASSWORD})`
            : 'no demo data (SEED_DEMO_DATA=false)',
        ]),
    config.STRIPE_SECRET_KEY
      ? `payments through Stripe (${config.STRIPE_SECRET_KEY.includes('_live_') ? 'live' : 'test'} key)`
      : 'test payments gateway (no money moves)',
    config.SMTP_URL ? 'mail sent through SMTP_URL' : 'mail kept in the outbox, not sent',
    config.s3 ? `media in the S3 bucket ${config.s3.bucket}` : `media in ${config.MEDIA_DIR}`,
    ...(config.production ? [] : ['dev outbox and webhook log from this machine only']),
    source.from === 'environment'
      ? 'session secret from SESSION_SECRET'
      : source.from === 'file'
        ? `session secret kept in ${source.file}`
        : 'session secret random for this process',
  ];
}

function stillToSet(config: Config): string[] {
  return [
    ...(config.production ? [] : ['NODE_ENV=production']),
    ...(config.sessionSecretSource.from === 'environment' ? [] : ['SESSION_SECRET']),
    ...(config.PUBLIC_URL ? [] : ['PUBLIC_URL']),
    ...(config.STRIPE_SECRET_KEY ? [] : ['STRIPE_SECRET_KEY']),
    ...(config.SMTP_URL ? [] : ['SMTP_URL']),
  ];
}
