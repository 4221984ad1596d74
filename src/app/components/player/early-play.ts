import hlsLightUrl from 'hls.js/dist/hls.light.min.mjs?url';
import { LADDER, MEDIA_FILES, START_HEADROOM } from '~/shared/stream-ladder';

/**
 * The player's start before React (docs/decisions/0026-video-start.md). The server draws the
 * poster with a small inline script that runs as soon as the play button is parsed:
 *  - a press on Play is recorded (window.atelierPlay.at), so one that comes before hydration
 *    is not lost: the player starts on arrival and counts its startup from that press;
 *  - the starting rendition is chosen from the connection (navigator.connection.downlink);
 *  - hls.js is preloaded where the browser has no HLS of its own;
 *  - the master playlist, the starting rendition's playlist and first segment are fetched
 *    into the HTTP cache (low priority), unless the visitor asked to save data.
 */

/** The URL of hls.js (light build) as its own file: one address for the preload and the import. */
export const HLS_URL = hlsLightUrl;

export type EarlyPlay = { at: number | null; rung: number };
declare global {
  interface Window {
    atelierPlay?: EarlyPlay;
  }
}

/** The id of the poster's play button (one player per page). */
export const EARLY_PLAY_BUTTON = 'player-play';

/** The stream's files the early start fetches, by rung: the master's address with another file name. */
function startFiles(masterUrl: string): string[][] {
  const [path = '', query] = masterUrl.split('?');
  const at = (file: string) => `${path.replace(/[^/]*$/, file)}${query ? `?${query}` : ''}`;
  return LADDER.map((_, i) => [
    at(MEDIA_FILES.master),
    at(MEDIA_FILES.rendition(i)),
    at(MEDIA_FILES.segment(i, 0)),
  ]);
}

/** The script's text: fixed code and JSON data, the same on the server and in hydration. */
export function earlyPlayScript(masterUrl: string): string {
  const config = {
    button: EARLY_PLAY_BUTTON,
    hls: HLS_URL,
    kbps: LADDER.map((r) => (r.maxrateKbps + r.audioKbps) * START_HEADROOM),
    files: startFiles(masterUrl),
  };
  const data = JSON.stringify(config).replace(/</g, '\\u003c');
  return `(function(c){var d=document,n=navigator,p=window.atelierPlay={at:null,rung:0},b=d.getElementById(c.button);
if(b)b.addEventListener('click',function(){if(p.at===null){p.at=performance.now();b.classList.add('is-starting')}});
var k=n.connection,m=k&&k.downlink?k.downlink*1000:0;for(var i=0;i<c.kbps.length;i++)if(c.kbps[i]<=m)p.rung=i;
if(d.createElement('video').canPlayType('application/vnd.apple.mpegurl')===''){var l=d.createElement('link');l.rel='modulepreload';l.href=c.hls;d.head.appendChild(l)}
if(k&&k.saveData)return;c.files[p.rung].forEach(function(u,j){fetch(u,{credentials:'same-origin',priority:j<2?'high':'low'}).catch(function(){})})
})(${data});`;
}

/** A press recorded before the player was there (and forgets it: one press starts one playback). */
export function takeEarlyPress(): number | null {
  const early = typeof window === 'undefined' ? undefined : window.atelierPlay;
  if (!early || early.at === null) return null;
  const at = early.at;
  early.at = null;
  return at;
}

/** The rendition to start on: the early script's choice from the connection (else the low rung). */
export function startingRung(): number {
  return typeof window === 'undefined' ? 0 : (window.atelierPlay?.rung ?? 0);
}
