import type { Readable } from 'node:stream';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkedKey, isStorageKey, type MediaStorage } from './storage';

/** Where the media bucket is and how to reach it (the S3_* variables, server/config.ts). */
export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, R2, Ceph…); unset: AWS. */
  endpoint?: string;
  /** Unset: the SDK's own chain (AWS_* variables, the instance's role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `https://host/bucket/key` rather than `https://bucket.host/key` (MinIO and most others). */
  forcePathStyle?: boolean;
  /** Every key is stored under it (`atelier/`): '' or ending in a slash. */
  prefix?: string;
};

/**
 * Streams are put in 8 MiB parts, two sent at a time while the next is read: a put holds about
 * three parts in memory whatever the file's size, and S3's 10,000 parts allow 78 GiB.
 */
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/** S3's answers for a key that is not there (GET says NoSuchKey; HEAD, having no body, NotFound). */
const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');

/** The local storage's error for a missing file, so callers handle both alike. */
function missingFile(key: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`No media file at ${key}`), { code: 'ENOENT' });
}

/**
 * An S3 bucket (or an S3-compatible one) through the official SDK (docs/decisions/0033). Keys
 * are checked as on disk, then stored as `prefix + key`. A put is one PutObject, or for a
 * stream a multipart upload that S3 shows only once complete (and that is aborted when the
 * stream fails): readers see the old object or the new, never half, as with the disk.
 */
export function createS3Storage(options: S3StorageOptions): MediaStorage {
  const bucket = options.bucket;
  const prefix = options.prefix ?? '';
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    // A bucket named in the wrong region is followed to its own rather than failing.
    followRegionRedirects: true,
    // Every viewer's segment is a GET streamed through the app: the SDK's default of 50 sockets
    // would queue them under load.
    requestHandler: {
      connectionTimeout: 5000,
      httpAgent: { maxSockets: 256 },
      httpsAgent: { maxSockets: 256 },
    },
  });
  const objectKey = (key: string) => prefix + checkedKey(key);

  return {
    async put(key, body) {
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: objectKey(key), Body: body },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      await upload.done();
    },

    async get(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: objectKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        // In Node the body is the response itself, read as it arrives.
        return answer.Body as Readable;
      } catch (error) {
        throw isMissing(error) ? missingFile(key) : error;
      }
    },

    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async list(folder) {
      const dir = folder.replace(/\/$/, '');
      // A folder: `lessons/a` never lists `lessons/ab/…`.
      const under = dir ? `${objectKey(dir)}/` : prefix;
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: under, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key.slice(prefix.length));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.filter((key) => isStorageKey(key)).sort();
    },
  };
}
