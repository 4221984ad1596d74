import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import type { Clock } from '~/server/core/clock';
import type { Db } from '~/server/db/database';
import type { JobHandler } from '~/server/jobs/runner';
import { packageHls, probe } from './ffmpeg';
import { withTimestampMap } from './hls';
import * as repo from './media.repository';
import type { MediaStorage } from './storage';

export const TRANSCODE_JOB = 'media.transcode';
/** A transcode that failed three times (a broken upload, no ffmpeg) stays failed. */
export const TRANSCODE_MAX_ATTEMPTS = 3;
/** What a stream's row says when its conversion died with its worker on every try. */
export const TRANSCODE_STOPPED =
  'The conversion stopped without finishing on every try (its worker crashed or stalled)';
/** The idempotency key of a stream's transcode job: one job per stream. */
export const transcodeJobKey = (assetId: number) => `${TRANSCODE_JOB}:${assetId}`;

export type TranscodePayload = {
  assetId: number;
  /** WebVTT files in storage, by language. */
  captions: { language: string; key: string }[];
};

/**
 * Coalesces progress reports into sequential writes: a slow database sees the latest
 * percent, never a queue of stale ones, and never two writes at once.
 */
function progressWriter(write: (percent: number) => Promise<void>) {
  let latest = -1;
  let written = -1;
  let running: Promise<void> | null = null;
  const pump = async () => {
    try {
      while (written < latest) {
        const percent = latest;
        await write(percent);
        written = percent;
      }
    } finally {
      running = null;
    }
  };
  return {
    report(percent: number) {
      latest = percent;
      running ??= pump();
    },
    flush: async () => running ?? undefined,
  };
}

/**
 * media.transcode: turns an uploaded source (a media_assets row in 'pending') into the HLS
 * ladder, a poster and captions under the row's asset_key, reporting progress in the row,
 * then marks it ready (the lesson plays it from then on). Works in a temporary folder, as
 * ffmpeg needs files; the storage may be remote. At-least-once: a ready row is left alone,
 * and a rerun rewrites the same files.
 */
export function transcodeHandler(deps: {
  db: Db;
  clock: Clock;
  storage: MediaStorage;
}): JobHandler<TranscodePayload> {
  const { db, clock, storage } = deps;
  const update = (id: number, values: Parameters<typeof repo.updateAsset>[2]) =>
    repo.updateAsset(db, id, values, clock.now());

  return async (payload, ctx) => {
    const asset = await repo.findAsset(db, payload.assetId);
    if (!asset || asset.status === 'ready' || !asset.source_key) {
      ctx.logger.info({ assetId: payload.assetId, status: asset?.status }, 'nothing to transcode');
      return;
    }
    await update(asset.id, {
      status: 'transcoding',
      progress_percent: 0,
      error: null,
      started_at: clock.now(),
    });
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-transcode-'));
    const progress = progressWriter((percent) => update(asset.id, { progress_percent: percent }));
    try {
      const source = path.join(work, `source${path.extname(asset.source_key)}`);
      await pipeline(await storage.get(asset.source_key), createWriteStream(source));
      const probed = await probe(source);
      if (!probed.hasVideo || !(probed.durationSeconds > 0))
        throw new Error(`${asset.source_key} has no video stream to transcode`);
      const captions = [];
      for (const { language, key } of payload.captions) {
        const vtt = withTimestampMap(await text(await storage.get(key)));
        if (!vtt) throw new Error(`${key} (captions, ${language}) is not a WebVTT file`);
        captions.push({ language, vtt });
      }
      const out = path.join(work, 'out');
      await packageHls(out, {
        inputArgs: ['-i', source],
        audio: probed.hasAudio ? '0:a:0' : null,
        durationSeconds: probed.durationSeconds,
        captions,
        onProgress: progress.report,
      });
      await progress.flush();
      for (const name of (await fs.readdir(out)).sort())
        await storage.put(`${asset.asset_key}/${name}`, createReadStream(path.join(out, name)));
      await update(asset.id, {
        status: 'ready',
        progress_percent: 100,
        duration_seconds: Math.round(probed.durationSeconds * 1000) / 1000,
        caption_languages: captions.map((c) => c.language),
        error: null,
      });
      ctx.logger.info({ assetId: asset.id, key: asset.asset_key }, 'transcode finished');
    } catch (error) {
      await progress.flush().catch(() => undefined);
      await update(asset.id, {
        status: 'failed',
        error: String((error as Error).message ?? error).slice(0, 2000),
      });
      throw error;
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
  };
}

/**
 * A transcode buried after its worker died on the last try (the runner's onBuried): the
 * handler's catch never ran, so the stream would say "converting" for ever. Marks it failed,
 * with Retry in the studio, unless it finished after all. The lesson keeps its current stream.
 */
export function transcodeBuried(deps: { db: Db; clock: Clock }): JobHandler<TranscodePayload> {
  return async ({ assetId }, ctx) => {
    const asset = await repo.findAsset(deps.db, assetId);
    if (!asset || asset.status === 'ready' || asset.status === 'failed') return;
    await repo.updateAsset(
      deps.db,
      asset.id,
      { status: 'failed', error: TRANSCODE_STOPPED },
      deps.clock.now(),
    );
    ctx.logger.warn({ assetId }, 'transcode died with its worker on every try; stream marked failed');
  };
}
