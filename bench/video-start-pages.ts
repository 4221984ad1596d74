import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * The two sides of bench/video-start.ts: the bare page (the same HLS files played with hls.js
 * and nothing else, served by the bench) and the probe every measured page gets before its own
 * scripts (first frame, when Play works, what was fetched before the first frame).
 */

const CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  vtt: 'text/vtt; charset=utf-8',
  jpg: 'image/jpeg',
  mjs: 'text/javascript; charset=utf-8',
  html: 'text/html; charset=utf-8',
};

/**
 * A typical hand-written hls.js page: hls.js loads with the page, the stream is opened when
 * Play is pressed (the "bare page": 5 requests before the first frame).
 */
const BARE_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>bare hls.js</title></head>
<body>
<video id="v" playsinline width="854" height="480" style="max-width:100%;background:#000"></video>
<button type="button" id="play" class="bare-play">Play</button>
<script type="module">
import Hls from '/hls.light.mjs';
const video = document.getElementById('v');
const button = document.getElementById('play');
button.addEventListener('click', () => {
  const hls = new Hls();
  hls.loadSource('/media/master.m3u8');
  hls.attachMedia(video);
  video.play().catch(() => {});
});
window.__bareReady = true;
</script>
</body></html>`;

export type BareServer = { url: string; close: () => Promise<void> };

/** Serves the bare page, hls.js (light, gzip, as the app serves it) and one stream's files. */
export async function startBareServer(options: {
  root: string;
  clipDir: string;
  port: number;
}): Promise<BareServer> {
  const hlsFile = path.join(options.root, 'node_modules/hls.js/dist/hls.light.min.mjs');
  const files = new Map<string, Buffer>([
    ['/', Buffer.from(BARE_HTML)],
    ['/hls.light.mjs', fs.readFileSync(hlsFile)],
  ]);
  for (const name of fs.readdirSync(options.clipDir))
    files.set(`/media/${name}`, fs.readFileSync(path.join(options.clipDir, name)));
  const gzipped = new Map<string, Buffer>();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bare');
    const body = files.get(url.pathname);
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    const ext = url.pathname === '/' ? 'html' : (url.pathname.split('.').pop() ?? '');
    const headers: http.OutgoingHttpHeaders = {
      'content-type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    };
    // Text compresses; media segments do not (the app sends them as they are too).
    const compressible = ext !== 'ts' && ext !== 'jpg';
    if (compressible && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      let packed = gzipped.get(url.pathname);
      if (!packed) {
        packed = zlib.gzipSync(body, { level: 9 });
        gzipped.set(url.pathname, packed);
      }
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': packed.length });
      res.end(packed);
      return;
    }
    res.writeHead(200, { ...headers, 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${options.port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What the probe found, in ms since navigation start (null when it did not happen). */
export type ProbeResult = { ready: number | null; click: number | null; frame: number | null };

/**
 * The probe, added before any of the page's scripts. `ready`: the Play button is on screen and
 * a press on it is honoured (the bare page's script ran; the lesson page's early-press script
 * or React's handler is there). `autoClick`: press it at that moment (cold load); otherwise
 * window.__vsPress() presses it later. `frame`: the first video frame presented after the
 * press while playing (requestVideoFrameCallback). Requests and bytes come from the browser's
 * network log (bench/video-start.ts): resource timing misses the media element's own fetches.
 */
export function probeScript(options: { autoClick: boolean; buttonSelector: string }): string {
  return `(() => {
  const s = { ready: null, click: null, frame: null };
  window.__vs = s;
  const button = () => document.querySelector(${JSON.stringify(options.buttonSelector)});
  const honoured = (b) => Boolean(window.atelierPlay || window.__bareReady ||
    Object.keys(b).some((k) => k.startsWith('__reactProps')));
  const armed = new WeakSet();
  const arm = () => {
    for (const v of document.querySelectorAll('video')) {
      if (armed.has(v)) continue;
      armed.add(v);
      const onFrame = () => {
        if (s.frame !== null) return;
        if (!v.paused && v.readyState >= 2) s.frame = performance.now();
        else v.requestVideoFrameCallback(onFrame);
      };
      v.requestVideoFrameCallback(onFrame);
    }
  };
  const press = () => {
    const b = button();
    if (!b) return false;
    s.click = performance.now();
    b.click();
    return true;
  };
  window.__vsPress = press;
  const check = () => {
    const b = button();
    if (s.ready === null && b && b.getClientRects().length > 0 && honoured(b)) {
      s.ready = performance.now();
      if (${options.autoClick}) press();
    }
    if (s.click !== null) arm();
  };
  const loop = () => {
    check();
    if (s.frame === null) requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
})();`;
}
