import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { captionsPlaylist, composeMaster, parseVariants } from './hls';
import {
  KEYFRAMES_PER_SEGMENT,
  LADDER,
  type LadderInput,
  ladderArgs,
  MEDIA_FILES,
  posterArgs,
} from './ladder';
import { joinSegments } from './segments';

/** ffmpeg (or ffprobe) is not installed: a transcode cannot run on this machine. */
export class FfmpegMissingError extends Error {
  override name = 'FfmpegMissingError';
  constructor(program: string) {
    super(
      `${program} was not found on PATH: install ffmpeg (e.g. apt-get install ffmpeg) to transcode video`,
    );
  }
}

/** How much of stderr an error keeps: ffmpeg explains failures in its last lines. */
const STDERR_TAIL = 2_000;

/** Runs ffmpeg or ffprobe; resolves with stdout, rejects with the end of stderr. */
function run(program: 'ffmpeg' | 'ffprobe', args: string[], onStdout?: (chunk: string) => void) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (onStdout) onStdout(chunk);
      else stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new FfmpegMissingError(program) : error),
    );
    child.once('close', (code, signal) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${program} failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`));
    });
  });
}

/** Whether ffmpeg and ffprobe can be run here. */
export async function ffmpegAvailable(): Promise<boolean> {
  try {
    await Promise.all([run('ffmpeg', ['-version']), run('ffprobe', ['-version'])]);
    return true;
  } catch {
    return false;
  }
}

export type Probe = { durationSeconds: number; hasVideo: boolean; hasAudio: boolean };

export async function probe(file: string): Promise<Probe> {
  const fields = ['-show_entries', 'format=duration:stream=codec_type', '-of', 'json'];
  const out = await run('ffprobe', ['-v', 'error', ...fields, file]);
  const parsed = JSON.parse(out) as { format?: { duration?: string }; streams?: { codec_type?: string }[] };
  const types = (parsed.streams ?? []).map((s) => s.codec_type);
  return {
    durationSeconds: Number(parsed.format?.duration ?? Number.NaN),
    hasVideo: types.includes('video'),
    hasAudio: types.includes('audio'),
  };
}

/**
 * Runs ffmpeg with `-progress pipe:1` and reports whole percents of `durationSeconds` done
 * (out_time_us, which older builds call out_time_ms: both are microseconds), each once.
 */
export async function runFfmpeg(
  args: string[],
  options: { durationSeconds: number; onProgress?: (percent: number) => void },
): Promise<void> {
  let buffered = '';
  let reported = -1;
  await run('ffmpeg', ['-progress', 'pipe:1', ...args], (chunk) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      const match = /^out_time_(?:us|ms)=(\d+)$/.exec(line.trim());
      if (!match || !options.onProgress || !(options.durationSeconds > 0)) continue;
      const percent = Math.min(100, Math.floor((Number(match[1]) / 1e6 / options.durationSeconds) * 100));
      if (percent > reported) {
        reported = percent;
        options.onProgress(percent);
      }
    }
  });
}

export type PackageInput = Omit<LadderInput, 'outDir'> & {
  durationSeconds: number;
  /** WebVTT files (already carrying their timestamp map), by language. */
  captions: { language: string; vtt: string }[];
  /** 0-99 while encoding; the caller says 100 when the files are stored. */
  onProgress?: (percent: number) => void;
};

/**
 * Makes a whole stream in `outDir`: the ladder's renditions and segments (a short first one,
 * then 6 s ones), a poster, the captions with their playlists, and the master playlist naming
 * them all. The demo clips script and the transcode job both come through here, so both follow
 * one ladder.
 */
export async function packageHls(outDir: string, input: PackageInput): Promise<void> {
  await fs.mkdir(outDir, { recursive: true });
  await runFfmpeg(ladderArgs({ ...input, outDir }), {
    durationSeconds: input.durationSeconds,
    onProgress: (percent) => input.onProgress?.(Math.min(99, percent)),
  });
  for (const i of LADDER.keys()) await joinSegments(outDir, MEDIA_FILES.rendition(i), KEYFRAMES_PER_SEGMENT);
  await run('ffmpeg', posterArgs(outDir, input.durationSeconds));
  for (const { language, vtt } of input.captions) {
    await fs.writeFile(path.join(outDir, MEDIA_FILES.captions(language)), vtt);
    await fs.writeFile(
      path.join(outDir, MEDIA_FILES.captionsPlaylist(language)),
      captionsPlaylist(language, input.durationSeconds),
    );
  }
  const masterFile = path.join(outDir, MEDIA_FILES.master);
  const variants = parseVariants(await fs.readFile(masterFile, 'utf8'));
  if (variants.length === 0) throw new Error('ffmpeg wrote a master playlist without variants');
  await fs.writeFile(
    masterFile,
    composeMaster(
      variants,
      input.captions.map((c) => c.language),
    ),
  );
}
