import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll } from 'vitest';
import type { S3StorageOptions } from '~/features/media/s3-storage';

const SERVER = path.join(import.meta.dirname, 'fake-s3-server.mjs');
/** The fake's answers ignore the keys; these show in the signed requests all the same. */
const KEYS = { S3_ACCESS_KEY_ID: 'test-access-key', S3_SECRET_ACCESS_KEY: 'test-secret-key' };

export type FakeS3 = {
  endpoint: string;
  /** A new empty bucket's storage options (and the same as S3_* variables, for a test app). */
  bucket(): Promise<{ options: S3StorageOptions; env: Record<string, string> }>;
};

/**
 * Starts a local S3-compatible server for this test file (tests/fake-s3-server.mjs), stopped
 * after its tests. Call it at the top level of a test file.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const child = spawn(process.execPath, [SERVER], { stdio: ['pipe', 'pipe', 'inherit'] });
  afterAll(async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.stdin.end();
    await exited;
  });
  const first = await new Promise<string>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the fake S3 server stopped (exit ${code})`)));
    createInterface({ input: child.stdout }).once('line', resolve);
  });
  const endpoint = `http://127.0.0.1:${(JSON.parse(first) as { port: number }).port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: KEYS.S3_ACCESS_KEY_ID, secretAccessKey: KEYS.S3_SECRET_ACCESS_KEY },
  });
  afterAll(() => client.destroy());

  return {
    endpoint,
    async bucket() {
      const name = `media-${randomBytes(4).toString('hex')}`;
      await client.send(new CreateBucketCommand({ Bucket: name }));
      return {
        options: {
          bucket: name,
          region: 'us-east-1',
          endpoint,
          forcePathStyle: true,
          credentials: { accessKeyId: KEYS.S3_ACCESS_KEY_ID, secretAccessKey: KEYS.S3_SECRET_ACCESS_KEY },
        },
        env: { S3_BUCKET: name, S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true', ...KEYS },
      };
    },
  };
}
