import { createHash } from 'node:crypto';
import { SvgRefused, sanitiseSvg } from './svg-sanitiser';

/** The largest logo the studio takes (the file as uploaded). */
export const LOGO_MAX_BYTES = 256 * 1024;

export const LOGO_TYPES = {
  'image/png': 'png',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
} as const;
export type LogoType = keyof typeof LOGO_TYPES;

/** Where pages load the logo: named by its content, so a new logo is a new address (cached for good). */
export const LOGO_ROUTE = '/site/logo/:file';
export const logoPath = (sha: string, type: LogoType) => `/site/logo/${sha}.${LOGO_TYPES[type]}`;

export type Logo = { type: LogoType; body: Buffer; sha: string };

/** Why a file is not taken as the logo (the form shows it under the field). */
export class LogoRefused extends Error {}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function isPng(bytes: Buffer): boolean {
  // The signature, then the IHDR chunk first, as every PNG has.
  return bytes.subarray(0, 8).equals(PNG_SIGNATURE) && bytes.toString('latin1', 12, 16) === 'IHDR';
}

function isWebp(bytes: Buffer): boolean {
  return (
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP' &&
    /^VP8[ LX]$/.test(bytes.toString('latin1', 12, 16))
  );
}

/**
 * What an uploaded file is, from its bytes alone (the name and the browser's type are never
 * asked): a PNG or WebP as sent, an SVG rebuilt by the sanitiser. Anything else is refused.
 */
export function inspectLogo(bytes: Buffer): Logo {
  if (bytes.length === 0) throw new LogoRefused('Choose a file for the logo.');
  if (bytes.length > LOGO_MAX_BYTES)
    throw new LogoRefused(`The logo is larger than ${LOGO_MAX_BYTES / 1024} KB: export a smaller file.`);
  let type: LogoType;
  let body: Buffer;
  if (isPng(bytes)) [type, body] = ['image/png', bytes];
  else if (isWebp(bytes)) [type, body] = ['image/webp', bytes];
  else {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
    } catch {
      throw new LogoRefused('The logo must be a PNG, WebP or SVG image.');
    }
    try {
      [type, body] = ['image/svg+xml', Buffer.from(sanitiseSvg(text))];
    } catch (error) {
      if (!(error instanceof SvgRefused)) throw error;
      throw new LogoRefused(
        /not an SVG/.test(error.message)
          ? 'The logo must be a PNG, WebP or SVG image.'
          : `This SVG cannot be used: ${error.message}.`,
      );
    }
  }
  return { type, body, sha: createHash('sha256').update(body).digest('hex').slice(0, 20) };
}
