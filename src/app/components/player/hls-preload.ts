import hlsLightUrl from 'hls.js/dist/hls.light.min.mjs?url';
import { HELD_PRELOAD_REL, HELD_SCRIPT_TYPE } from '~/app/lib/held-scripts';
import { PATHS } from '~/shared/spec';

/** The URL of hls.js (light build) as its own file: one address for the preload and the import. */
export const HLS_URL = hlsLightUrl;

/** What the player's server render preloads first (early-play.ts startFilePreloads): a stream's files. */
const STREAM_PRELOAD = `link[rel="preload"][as="fetch"][href^="${PATHS.media}/"]`;

/**
 * A script for the <head> (root.tsx), before the stylesheets: on a page whose server render
 * preloaded a stream, in a browser without HLS of its own, hls.js is preloaded at once rather
 * than after the stylesheets, where the player's early-play script would run, and the page's
 * own scripts, which the server wrote held on such a page (held-scripts.ts), are released once
 * it has arrived: until then they would share the link with it (decision 0026). Elsewhere they
 * are released at once. Browsers with their own HLS (Safari, iOS, Android, Chromium) never
 * download hls.js; a browser without module preloads gets the scripts at once (the press then
 * imports hls.js). React Router's module script comes later in the page: it is run (a copy, with
 * the page's nonce) once the page is parsed.
 */
export function hlsPreloadScript(): string {
  const data = JSON.stringify({
    hls: HLS_URL,
    stream: STREAM_PRELOAD,
    rel: HELD_PRELOAD_REL,
    type: HELD_SCRIPT_TYPE,
  }).replace(/</g, '\\u003c');
  return `(function(c){var d=document,each=function(s,f){[].forEach.call(d.querySelectorAll(s),f)},
run=function(){each('script[type="'+c.type+'"]',function(o){var s=d.createElement('script');s.type='module';s.nonce=o.nonce;s.textContent=o.textContent;d.head.appendChild(s)})},
go=function(){each('link[rel="'+c.rel+'"]',function(l){l.rel='modulepreload'});if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',run);else run()};
var l=d.createElement('link'),r=l.relList;
if(!d.querySelector(c.stream)||d.createElement('video').canPlayType('application/vnd.apple.mpegurl')!==''||!(r&&r.supports&&r.supports('modulepreload')))return go();
l.rel='modulepreload';l.href=c.hls;l.fetchPriority='high';l.onload=l.onerror=go;d.head.appendChild(l)})(${data});`;
}
