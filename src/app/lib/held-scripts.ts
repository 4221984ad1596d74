import { PATHS } from '~/shared/spec';

/**
 * The page's own scripts held back on a page that plays a video (docs/decisions/0026-video-start.md,
 * item 10): in a browser without HLS of its own the first frame needs hls.js (99 KB), and on a
 * slow link the twenty-odd module preloads React Router writes would share the connection with it
 * (and queue ahead of it on HTTP/1.1's six connections), so hls.js arrived last. On such a page
 * the server writes the page's module preloads and its module script inert; a script at the top
 * of the `<head>` (hls-preload.ts) releases them: at once where the browser plays HLS itself,
 * once hls.js has arrived where it does not.
 */

/** The rel the module preloads carry while held (an unknown rel fetches nothing). */
export const HELD_PRELOAD_REL = 'atelier-held-modulepreload';
/** The type React Router's module script carries while held (not a script type: not run). */
export const HELD_SCRIPT_TYPE = 'atelier/held-module';

/** A stream's files preloaded by the server render (the player's startFilePreloads). */
const STREAM_PRELOAD = `<link rel="preload" href="${PATHS.media}/`;
const MODULE_PRELOAD = /<link rel="modulepreload"/g;
// React Router's `<Scripts/>`: the only module script on a page (React writes nonce, type, async).
const MODULE_SCRIPT = /(<script nonce="[^"]*") type="module" async="">/g;

/**
 * A rewrite of the page's HTML, piece by piece: from the piece that preloads a stream (the
 * shell's `<head>`), the module preloads and the module script are written held. React escapes
 * the page's text, so these exact tags come from React Router alone.
 */
export function holdPageScripts(): (html: string) => string {
  let holding = false;
  return (html) => {
    if (!holding && html.includes(STREAM_PRELOAD)) holding = true;
    if (!holding) return html;
    return html
      .replace(MODULE_PRELOAD, `<link rel="${HELD_PRELOAD_REL}"`)
      .replace(MODULE_SCRIPT, `$1 type="${HELD_SCRIPT_TYPE}" async="">`);
  };
}
