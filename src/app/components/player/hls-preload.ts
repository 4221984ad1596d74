import hlsLightUrl from 'hls.js/dist/hls.light.min.mjs?url';
import { PATHS } from '~/shared/spec';

/** The URL of hls.js (light build) as its own file: one address for the preload and the import. */
export const HLS_URL = hlsLightUrl;

/** What the player's server render preloads first (early-play.ts startFilePreloads): a stream's files. */
const STREAM_PRELOAD = `link[rel="preload"][as="fetch"][href^="${PATHS.media}/"]`;

/**
 * A script for the <head> (root.tsx), before the stylesheets: on a page whose server render
 * preloaded a stream, in a browser without HLS of its own, hls.js is preloaded at once rather
 * than after the stylesheets, where the player's early-play script would run (decision 0026).
 * Browsers with their own HLS (Safari, iOS, Android, Chromium) never download it.
 */
export function hlsPreloadScript(): string {
  const data = JSON.stringify({ hls: HLS_URL, stream: STREAM_PRELOAD }).replace(/</g, '\\u003c');
  return `(function(c){var d=document;if(!d.querySelector(c.stream)||d.createElement('video').canPlayType('application/vnd.apple.mpegurl')!=='')return;
var l=d.createElement('link');l.rel='modulepreload';l.href=c.hls;l.fetchPriority='high';d.head.appendChild(l)})(${data});`;
}
