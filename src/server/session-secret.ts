import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Where a process started without SESSION_SECRET (outside production) keeps the secret it
 * generated, so sessions and CSRF tokens survive a restart and every process started from the
 * same directory (app, worker) signs with the same key. Next to the default SQLite database.
 */
export const SESSION_SECRET_FILE = 'data/session-secret';

/** SESSION_SECRET's own minimum (config.ts). */
export const MIN_SESSION_SECRET_LENGTH = 32;

export class SessionSecretError extends Error {
  override name = 'SessionSecretError';
}

/**
 * The secret kept in `file`, made on the first call: 48 random bytes (64 characters), mode
 * 0600. Written to a temporary file first and hard-linked into place, so the file never exists
 * half written and, when two processes start at once, the first link wins and both read it.
 */
export function readOrCreateSessionSecret(file: string): string {
  const existing = readSecret(file);
  if (existing !== null) return existing;
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    writeDurably(temporary, `${randomBytes(48).toString('base64url')}\n`);
    try {
      fs.linkSync(temporary, file);
    } catch (error) {
      // Another process linked its secret first: that one is the secret.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  const created = readSecret(file);
  if (created === null) throw new SessionSecretError(`${file} vanished while it was being created`);
  return created;
}

function readSecret(file: string): string | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const secret = text.trim();
  if (secret.length < MIN_SESSION_SECRET_LENGTH) {
    throw new SessionSecretError(
      `${file} holds no usable secret (fewer than ${MIN_SESSION_SECRET_LENGTH} characters): delete it to generate a new one, or set SESSION_SECRET`,
    );
  }
  return secret;
}

function writeDurably(file: string, text: string): void {
  const fd = fs.openSync(file, 'wx', 0o600);
  try {
    fs.writeSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
