/**
 * The page's own scripts are held back until what the first view needs has arrived
 * (docs/decisions/0026-video-start.md, item 10, and 0043, "Scripts after the first paint"). On a
 * page that plays a video that is the stream's first files, and hls.js in a browser without HLS of
 * its own: on a slow link the twenty-odd module preloads React Router writes would share the
 * connection with them (and queue ahead of them on HTTP/1.1's six connections). On every other page
 * it is the first paint: the page is drawn by the server, and its stylesheet and hero image should
 * not share a slow link with 140 KB of scripts that only make it interactive. So the server writes
 * the page's module preloads and its module script inert, and a script at the top of the `<head>`
 * (script-release.ts) releases them.
 */

/** The rel the module preloads carry while held (an unknown rel fetches nothing). */
export const HELD_PRELOAD_REL = 'atelier-held-modulepreload';
/** The type React Router's module script carries while held (not a script type: not run). */
export const HELD_SCRIPT_TYPE = 'atelier/held-module';

const MODULE_PRELOAD = /<link rel="modulepreload"/g;
// React Router's `<Scripts/>`: the only module script on a page (React writes nonce, type, async).
const MODULE_SCRIPT = /(<script nonce="[^"]*") type="module" async="">/g;

/**
 * A piece of the page's HTML with its module preloads and module script written held. React
 * escapes the page's text, so these exact tags come from React Router alone.
 */
export function holdPageScripts(html: string): string {
  return html
    .replace(MODULE_PRELOAD, `<link rel="${HELD_PRELOAD_REL}"`)
    .replace(MODULE_SCRIPT, `$1 type="${HELD_SCRIPT_TYPE}" async="">`);
}
