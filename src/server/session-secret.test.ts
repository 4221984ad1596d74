import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../tests/temp-dir';
import { readOrCreateSessionSecret, SessionSecretError } from './session-secret';

const run = promisify(execFile);
const { freshPath } = tempDir('secret');
const freshFile = () => freshPath('session-secret');

describe('the generated session secret', () => {
  it('is made once, readable by its owner only, and read back after', () => {
    const file = freshFile();
    const secret = readOrCreateSessionSecret(file);
    expect(secret).toMatch(/^[\w-]{64}$/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(readOrCreateSessionSecret(file)).toBe(secret);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['session-secret']);
  });

  it('is the same for processes that start at the same moment', async () => {
    const file = freshFile();
    const module = path.resolve(import.meta.dirname, 'session-secret.ts');
    // Each process waits for the same instant, then reads or makes the secret.
    const script = `const m = await import(${JSON.stringify(module)});
      while (Date.now() < ${Date.now() + 2500});
      console.log(m.readOrCreateSessionSecret(${JSON.stringify(file)}));`;
    const outputs = await Promise.all(
      Array.from({ length: 6 }, () =>
        run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]),
      ),
    );
    const secrets = new Set(outputs.map(({ stdout }) => stdout.trim()));
    expect(secrets).toEqual(new Set([fs.readFileSync(file, 'utf8').trim()]));
    expect(fs.readdirSync(path.dirname(file))).toEqual(['session-secret']);
  }, 30_000);

  it('refuses a file that holds no usable secret, saying what to do', () => {
    const file = freshFile();
    fs.mkdirSync(path.dirname(file));
    fs.writeFileSync(file, 'short\n');
    expect(() => readOrCreateSessionSecret(file)).toThrow(SessionSecretError);
    expect(() => readOrCreateSessionSecret(file)).toThrow(
      /delete it to generate a new one, or set SESSION_SECRET/,
    );
    expect(fs.readFileSync(file, 'utf8')).toBe('short\n');
  });
});
