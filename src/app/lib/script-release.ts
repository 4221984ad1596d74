import { HLS_URL } from '~/app/components/player/hls-url';
import { HELD_PRELOAD_REL, HELD_SCRIPT_TYPE } from '~/app/lib/held-scripts';
import { PATHS } from '~/shared/spec';

/** What the player's server render preloads first (early-play.ts startFilePreloads): a stream's files. */
const STREAM_PRELOAD = `link[rel="preload"][as="fetch"][href^="${PATHS.media}/"]`;

/**
 * At most how long the page's scripts wait for the first frame's files or the first paint, and
 * their module script for their preloads (a safety net: load or error always comes).
 */
const RELEASE_WAIT_MS = 4000;

/**
 * How many of the page's scripts are asked for at a time once released: fewer than HTTP/1.1's six
 * connections to a host, since Chromium holds a low-priority request (the video element's own, even
 * from the cache) while six to its host are under way.
 */
const SCRIPTS_IN_FLIGHT = 4;

/**
 * How many preloads are started in one task: starting one costs the main thread ~1 ms on a phone
 * (~5 ms under Lighthouse's 4x CPU slowdown), so twenty at once made a task long enough to block
 * input after the first paint; the rest follow in the next tasks.
 */
const SCRIPTS_PER_TASK = 4;

/**
 * A script for the <head> (root.tsx), before the stylesheets. On a page whose server render
 * preloaded a stream (early-play.ts startFilePreloads), the server wrote the page's own scripts
 * held (held-scripts.ts): they are released once what the first frame needs has arrived, the
 * stream's first files and, in a browser without HLS of its own, hls.js, which this script
 * preloads at once rather than after the stylesheets, where the player's early-play script would
 * run. Until then the page's twenty-odd scripts would share the link with them, and on HTTP/1.1's
 * six connections queue ahead of hls.js (decision 0026). Browsers with their own HLS (Safari, iOS,
 * Android, Chromium) never download hls.js; a browser without module preloads gets no preload (the
 * press imports hls.js). Released, the scripts are preloaded SCRIPTS_IN_FLIGHT at a time, and React
 * Router's module script, which comes later in the page, is run (a copy, with the page's nonce)
 * once they have all arrived and the page is parsed. On every other page they are released all
 * at once when the first contentful paint is reported (a frame drawn before the streamed body has
 * arrived is not one); where paint timing is not observable, once a frame has been drawn (the timer
 * set by a frame's callback); at once in a hidden tab, which draws nothing (decision 0043).
 */
export function scriptReleaseScript(): string {
  const data = JSON.stringify({
    hls: HLS_URL,
    stream: STREAM_PRELOAD,
    rel: HELD_PRELOAD_REL,
    type: HELD_SCRIPT_TYPE,
    wait: RELEASE_WAIT_MS,
    parallel: SCRIPTS_IN_FLIGHT,
    parallelTask: SCRIPTS_PER_TASK,
  }).replace(/</g, '\\u003c');
  return `(function(c){var d=document,released=false,ran=false,pending=0,each=function(s,f){[].forEach.call(d.querySelectorAll(s),f)},
run=function(){if(ran)return;ran=true;each('script[type="'+c.type+'"]',function(o){var s=d.createElement('script');s.type='module';s.nonce=o.nonce||o.getAttribute('nonce');s.textContent=o.textContent;d.head.appendChild(s)})},
l=d.createElement('link'),r=l.relList,has=function(t){return!!(r&&r.supports&&r.supports(t))},
parsed=function(){if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',run);else run()},
go=function(){if(released)return;released=true;var q=[].slice.call(d.querySelectorAll('link[rel="'+c.rel+'"]')),n=0,
end=function(){n--;next()},next=function(){var k=0;while(n<c.parallel&&q.length){if(k++===c.parallelTask)return setTimeout(next,0);var h=q.shift();n++;h.addEventListener('load',end);h.addEventListener('error',end);h.rel='modulepreload'}if(!n)parsed()};
if(!has('modulepreload')){q.forEach(function(h){h.rel='modulepreload'});return parsed()}setTimeout(parsed,c.wait);next()},
one=function(){if(--pending===0)go()},
afterPaint=function(){c.parallel=Infinity;setTimeout(go,c.wait);if(d.visibilityState==='hidden')return go();
var P=typeof PerformanceObserver==='function'&&PerformanceObserver.supportedEntryTypes||[],o;
if(P.indexOf('paint')>=0){o=new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}});o.observe({type:'paint',buffered:true})}
else if(typeof requestAnimationFrame==='function')requestAnimationFrame(function(){setTimeout(go,0)});else go()},wait=function(e){pending++;e.addEventListener('load',one);e.addEventListener('error',one)};
if(has('preload'))each(c.stream,function(s){if(!performance.getEntriesByName(s.href).length)wait(s)});
if(d.querySelector(c.stream)&&d.createElement('video').canPlayType('application/vnd.apple.mpegurl')===''&&has('modulepreload')){
l.rel='modulepreload';l.href=c.hls;l.fetchPriority='high';wait(l);d.head.appendChild(l)}
if(pending)setTimeout(go,c.wait);else if(d.querySelector(c.stream))go();else afterPaint()})(${data});`;
}
