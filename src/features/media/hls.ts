import { MEDIA_FILES } from './ladder';

/**
 * The text side of HLS: the master playlist with its captions, caption playlists, WebVTT
 * timing, and playlists signed for one viewer. Pure functions, no I/O.
 */

/** The names a stream's files may have: what the media route accepts, nothing else. */
export const MEDIA_FILE_NAME = /^[a-z0-9][a-z0-9_-]{0,63}\.(m3u8|ts|vtt|jpg)$/;

export const MEDIA_CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  vtt: 'text/vtt; charset=utf-8',
  jpg: 'image/jpeg',
};

export const isPlaylist = (file: string) => file.endsWith('.m3u8');

/** Caption languages: lower-case BCP 47 primary tags with an optional region (en, pt-br). */
export const CAPTION_LANGUAGE = /^[a-z]{2,3}(-[a-z0-9]{2,8})?$/;

/**
 * The MPEG-TS muxer starts timestamps at 1.4 s (126000 on the 90 kHz clock); captions map
 * their zero there, so players line cues up with the picture.
 */
const TIMESTAMP_MAP = 'X-TIMESTAMP-MAP=MPEGTS:126000,LOCAL:00:00:00.000';

/** The variant streams of a master playlist ffmpeg wrote: attribute lists and URIs. */
export function parseVariants(master: string): { attributes: string; uri: string }[] {
  const lines = master.split(/\r?\n/).map((l) => l.trim());
  const variants: { attributes: string; uri: string }[] = [];
  lines.forEach((line, i) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return;
    const uri = lines.slice(i + 1).find((l) => l !== '' && !l.startsWith('#'));
    if (uri) variants.push({ attributes: line.slice('#EXT-X-STREAM-INF:'.length), uri });
  });
  return variants;
}

/** A caption language's name in itself ('English', 'Español'): the captions menu and the master's NAME. */
export function languageName(language: string): string {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

/** The master playlist: every rung in ladder order (low first), with a captions group when any. */
export function composeMaster(variants: { attributes: string; uri: string }[], languages: string[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:6', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const language of languages)
    lines.push(
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="${languageName(language)}",LANGUAGE="${language}",` +
        `DEFAULT=NO,AUTOSELECT=YES,URI="${MEDIA_FILES.captionsPlaylist(language)}"`,
    );
  for (const v of variants) {
    lines.push(`#EXT-X-STREAM-INF:${v.attributes}${languages.length > 0 ? ',SUBTITLES="subs"' : ''}`);
    lines.push(v.uri);
  }
  return `${lines.join('\n')}\n`;
}

/** A captions playlist: the whole WebVTT file as its one segment. */
export function captionsPlaylist(language: string, durationSeconds: number): string {
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    `#EXT-X-TARGETDURATION:${Math.max(1, Math.ceil(durationSeconds))}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXTINF:${durationSeconds.toFixed(3)},`,
    MEDIA_FILES.captions(language),
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}

/** A WebVTT file with the timestamp map HLS needs; null when the text is not WebVTT. */
export function withTimestampMap(vtt: string): string | null {
  const text = vtt.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (!/^WEBVTT(?:[ \t].*)?(?:\n|$)/.test(text)) return null;
  const [header = '', ...rest] = text.split('\n\n');
  if (header.includes('X-TIMESTAMP-MAP=')) return text;
  const [first, ...more] = header.split('\n');
  return [[first, TIMESTAMP_MAP, ...more].join('\n'), ...rest].join('\n\n');
}

/**
 * A playlist for one viewer: every file it names (URI lines and URI="..." attributes) gets
 * `?token=`, so a media element that cannot send headers still fetches them. Only plain
 * names of this stream are touched.
 */
export function signPlaylist(playlist: string, token: string): string {
  const sign = (uri: string) =>
    MEDIA_FILE_NAME.test(uri) ? `${uri}?token=${encodeURIComponent(token)}` : uri;
  return playlist
    .split('\n')
    .map((line) => {
      if (line.startsWith('#'))
        return line.replace(/URI="([^"]*)"/g, (_, uri: string) => `URI="${sign(uri)}"`);
      return line.trim() === '' ? line : sign(line.trim());
    })
    .join('\n');
}
