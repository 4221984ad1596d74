import { composeMaster, parseVariants } from './hls';

/** The longest captions file accepted (a feature film's subtitles are ~100 KB). */
export const CAPTIONS_MAX_CHARS = 512 * 1024;

const SRT_TIMING = /^(\d{1,2}:\d{2}:\d{2})[,.](\d{3})\s*-->\s*(\d{1,2}:\d{2}:\d{2})[,.](\d{3})(.*)$/;
const VTT_TIMING = /^(?:\d{2,}:)?\d{2}:\d{2}\.\d{3}\s+-->\s+(?:\d{2,}:)?\d{2}:\d{2}\.\d{3}/m;

const pad = (time: string) => (time.length === 7 ? `0${time}` : time);

/**
 * Captions as WebVTT: a WebVTT file as it is (it must hold at least one cue), an SRT file
 * converted (timings with a dot, the cue numbers dropped). Null for anything else, so the
 * studio can say the file is neither.
 */
export function toWebVtt(input: string): string | null {
  const text = input
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .trim();
  if (/^WEBVTT(?:[ \t].*)?(?:\n|$)/.test(text)) return VTT_TIMING.test(text) ? `${text}\n` : null;
  const cues: string[] = [];
  for (const block of text.split(/\n{2,}/)) {
    const lines = block.split('\n');
    if (/^\d+$/.test(lines[0]?.trim() ?? '')) lines.shift();
    const timing = SRT_TIMING.exec(lines[0]?.trim() ?? '');
    if (!timing) return null;
    const words = lines.slice(1).filter((line) => line.trim() !== '');
    // A blank line inside a cue would end it: WebVTT keeps a cue's lines together.
    cues.push([`${pad(timing[1]!)}.${timing[2]} --> ${pad(timing[3]!)}.${timing[4]}`, ...words].join('\n'));
  }
  return cues.length > 0 ? `WEBVTT\n\n${cues.join('\n\n')}\n` : null;
}

/**
 * A master playlist naming exactly these caption languages (captions added or removed after
 * the transcode): the variants as they are, their old subtitles group dropped.
 */
export function masterWithCaptions(master: string, languages: string[]): string {
  const variants = parseVariants(master).map((v) => ({
    ...v,
    attributes: v.attributes.replace(/,SUBTITLES="[^"]*"/, ''),
  }));
  return composeMaster(variants, languages);
}
