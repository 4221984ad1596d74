import type HlsType from 'hls.js';
import { preload } from 'react-dom';
import { LADDER, START_HEADROOM } from '~/shared/stream-ladder';
import { HLS_URL } from './hls-url';

/**
 * The player's start before React (docs/decisions/0026-video-start.md). The server draws the
 * player with a small inline script that runs as soon as the play button is parsed:
 *  - a press on Play starts playback at once, before or without hydration (heard on the window,
 *    in the capture phase: while React hydrates, its root listener stops a press on a part not
 *    yet hydrated, to replay it to React alone later): the browser's own
 *    HLS gets the master playlist, else hls.js (preloaded) is imported and attached, on the
 *    server-drawn <video>; the player adopts that element, playing, when it hydrates
 *    (takeEarlyStart), and counts its startup from the press;
 *  - the starting rendition is chosen from the connection (navigator.connection.downlink);
 *  - (hls.js is preloaded where the browser has no HLS of its own by a script in the <head>,
 *    script-release.ts, which need not wait for the stylesheets as this one does);
 *  - the master playlist, the starting rendition's playlist and first segment are fetched
 *    into the HTTP cache (at high priority: the video no longer waits for the page's scripts),
 *    unless the visitor asked to save data. The low rung's are preloaded from the <head> too
 *    (startFilePreloads), before the stylesheets the script waits for, unless the request said
 *    Save-Data: on (root data's saveData; the page cache keeps such pages apart).
 */

/** What the early script keeps on window.atelierPlay. */
export type EarlyPlay = {
  /** The press (performance.now()), null until then; set once per page. */
  at: number | null;
  rung: number;
  /** The element it started, until the player takes it over. */
  video: HTMLVideoElement | null;
  /** Resolves once the stream is attached: hls.js's instance, nothing with the browser's HLS. */
  started: Promise<HlsType | undefined> | null;
  /** The first 'playing' after the press (performance.now()). */
  frame: number | null;
};
declare global {
  interface Window {
    atelierPlay?: EarlyPlay;
  }
}

/**
 * The low rung's start files as preloads, issued while the server renders: React writes them at
 * the top of the <head>, ahead of the stylesheets and scripts. The early script's fetch() of the
 * same addresses (same-origin credentials: crossorigin=anonymous) takes them over.
 */
export function startFilePreloads(startFiles: string[][]): void {
  for (const file of startFiles[0] ?? [])
    preload(file, { as: 'fetch', crossOrigin: 'anonymous', fetchPriority: 'high' });
}

/** The id of the poster's play button (one player per page). */
export const EARLY_PLAY_BUTTON = 'player-play';

/** hls.js's options, the same for the early start and the player's own (re)loads. */
export function hlsOptions(startAt: number, startLevel: number) {
  // Never above what the player's box shows; starts on the rung the connection allows (the
  // one the early script fetched), without a bandwidth test of its own.
  return { startPosition: startAt > 0 ? startAt : -1, startLevel, capLevelToPlayerSize: true };
}

/**
 * The script's text: fixed code and JSON data. `startFiles`: by rung, the master playlist, the
 * rendition playlist and its first segment, as the playlists name them (the watch bundle's);
 * `startAt`: where playback starts (seconds). The <video> is the button's sibling, drawn before
 * it; `c.hlsOptions.startLevel` is set from the connection.
 */
export function earlyPlayScript(startFiles: string[][], startAt: number): string {
  const config = {
    button: EARLY_PLAY_BUTTON,
    hls: HLS_URL,
    at: startAt,
    hlsOptions: hlsOptions(startAt, 0),
    kbps: LADDER.map((r) => (r.maxrateKbps + r.audioKbps) * START_HEADROOM),
    files: startFiles,
  };
  const data = JSON.stringify(config).replace(/</g, '\\u003c');
  return `(function(c){var d=document,n=navigator,p=window.atelierPlay={at:null,rung:0,video:null,started:null,frame:null},
b=d.getElementById(c.button),v=b&&b.parentNode.querySelector('video'),own=d.createElement('video').canPlayType('application/vnd.apple.mpegurl')!=='';
var k=n.connection,m=k&&k.downlink?k.downlink*1000:0;for(var i=0;i<c.kbps.length;i++)if(c.kbps[i]<=m)p.rung=i;
if(v)window.addEventListener('click',function(e){if(p.at!==null||!b.contains(e.target))return;p.at=performance.now();p.video=v;b.classList.add('is-starting');
v.addEventListener('playing',function(){if(p.frame===null)p.frame=performance.now()});
var u=c.files[0][0],go=function(){v.play().catch(function(){})};
if(own){if(c.at)v.addEventListener('loadedmetadata',function(){v.currentTime=c.at},{once:true});v.src=u;go();p.started=Promise.resolve()}
else p.started=import(c.hls).then(function(H){H=H.default;if(!H.isSupported())return;c.hlsOptions.startLevel=p.rung;
var h=new H(c.hlsOptions);h.loadSource(u);h.attachMedia(v);go();return h})},true);
if(k&&k.saveData)return;c.files[p.rung].forEach(function(u,j){fetch(u,{credentials:'same-origin',priority:'high'}).catch(function(){})})
})(${data});`;
}

export type EarlyStart = {
  /** The press (performance.now()). */
  at: number;
  /** Its first 'playing', when it came before the player. */
  frame: number | null;
  started: Promise<HlsType | undefined>;
};

/**
 * The playback the early script started on `video`, if it did: the player takes it over (once;
 * the script starts nothing more on this page).
 */
export function takeEarlyStart(video: HTMLVideoElement): EarlyStart | null {
  const early = typeof window === 'undefined' ? undefined : window.atelierPlay;
  if (!early || early.at === null || early.video !== video || !early.started) return null;
  early.video = null;
  return { at: early.at, frame: early.frame, started: early.started };
}

/** Whether the early script started `video` and the player has not taken it over yet. */
export function startedEarly(video: HTMLVideoElement): boolean {
  return typeof window !== 'undefined' && window.atelierPlay?.video === video;
}

/** The rendition to start on: the early script's choice from the connection (else the low rung). */
export function startingRung(): number {
  return typeof window === 'undefined' ? 0 : (window.atelierPlay?.rung ?? 0);
}
