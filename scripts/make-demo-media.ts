/**
 * Regenerates the demo clips committed in media/demo/ (npm run media:demo; needs ffmpeg).
 * Each is a short generated test pattern with a tone, its number and running time burned in,
 * and captions in English and Spanish, packaged by the same code and ladder as uploads.
 */
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DEMO_CAPTION_LANGUAGES, DEMO_CLIP_SECONDS, DEMO_CLIPS } from '~/features/media/demo-media';
import { packageHls } from '~/features/media/ffmpeg';
import { withTimestampMap } from '~/features/media/hls';
import { segmentBounds } from '~/features/media/ladder';
import { BUNDLED_MEDIA_DIR } from '~/features/media/storage';

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
/** One cue per segment (2 s, then 6 s ones), so the captions show which segment is playing. */
const BOUNDS = segmentBounds(DEMO_CLIP_SECONDS);
const PARTS = BOUNDS.length - 1;
/** Time between a segment's edge and its cue, so cues never touch. */
const CUE_MARGIN = 0.25;

const CUES: Record<(typeof DEMO_CAPTION_LANGUAGES)[number], (clip: number, part: number) => string> = {
  en: (clip, part) => `Demo clip ${clip}, part ${part} of ${PARTS}`,
  es: (clip, part) => `Clip de demostración ${clip}, parte ${part} de ${PARTS}`,
};

const timecode = (seconds: number) => `00:00:${seconds.toFixed(3).padStart(6, '0')}`;

function captions(language: keyof typeof CUES, clip: number): string {
  const cues = BOUNDS.slice(1).map((end, i) => {
    const [from, to] = [BOUNDS[i]! + CUE_MARGIN, end - CUE_MARGIN];
    return `${timecode(from)} --> ${timecode(to)}\n${CUES[language](clip, i + 1)}`;
  });
  return withTimestampMap(`WEBVTT\n\n${cues.join('\n\n')}\n`)!;
}

/** The clip's number and running time, bottom centre (skipped when the font is missing). */
function label(clip: number): string | undefined {
  if (!existsSync(FONT)) return undefined;
  return (
    `drawtext=fontfile=${FONT}:text='Atelier demo clip ${clip}   %{pts\\:hms}':fontsize=32:fontcolor=white` +
    ':box=1:boxcolor=black@0.6:boxborderw=12:x=(w-tw)/2:y=h-th-36'
  );
}

for (const [index, clip] of DEMO_CLIPS.entries()) {
  const number = index + 1;
  const outDir = path.join(BUNDLED_MEDIA_DIR, ...clip.key.split('/'));
  await fs.rm(outDir, { recursive: true, force: true });
  const seconds = DEMO_CLIP_SECONDS;
  await packageHls(outDir, {
    inputArgs: [
      ...['-f', 'lavfi', '-i', `${clip.pattern}=size=854x480:rate=25:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=${clip.toneHz}:sample_rate=48000:duration=${seconds}`],
    ],
    videoFilter: label(number),
    audio: '1:a',
    durationSeconds: seconds,
    captions: DEMO_CAPTION_LANGUAGES.map((language) => ({ language, vtt: captions(language, number) })),
  });
  const files = await fs.readdir(outDir);
  const bytes = (await Promise.all(files.map((f) => fs.stat(path.join(outDir, f))))).reduce(
    (s, f) => s + f.size,
    0,
  );
  console.log(`${clip.key}: ${files.length} files, ${(bytes / 1024).toFixed(0)} KiB`);
}
