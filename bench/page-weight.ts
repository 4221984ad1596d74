import fs from 'node:fs';
import nodePath from 'node:path';
import zlib from 'node:zlib';
import { HELD_PRELOAD_REL, HELD_SCRIPT_TYPE } from '~/app/lib/held-scripts';
import { BROWSER_UA, keepAliveAgent, request } from './http-client';

export type AssetWeight = { url: string; rawBytes: number; gzipBytes: number; servedEncoding: string };

export type PageWeight = {
  path: string;
  status: number;
  html: { rawBytes: number; brWireBytes: number; gzipWireBytes: number; servedEncoding: string };
  js: { count: number; rawBytes: number; gzipBytes: number; brotliBytes: number; assets: AssetWeight[] };
  css: { count: number; rawBytes: number; gzipBytes: number };
  /** Assets that did not answer 200 (a broken build or a wrong URL in the HTML). */
  missing: string[];
};

function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    const name = m[1]?.toLowerCase();
    if (name) attrs[name] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return attrs;
}

/**
 * The JavaScript and CSS URLs a page loads: module scripts, modulepreloads, inline imports,
 * stylesheets; the page's scripts as the server writes them, held (app/lib/held-scripts.ts).
 */
export function pageAssets(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const m of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attrs = attributes(m[2] ?? '');
    if (m[1]?.toLowerCase() === 'script' && isModule(attrs.type) && attrs.src) js.add(attrs.src);
    if (m[1]?.toLowerCase() === 'link' && attrs.href) {
      const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
      if (rel.includes('modulepreload') || rel.includes(HELD_PRELOAD_REL)) js.add(attrs.href);
      if (rel.includes('stylesheet')) css.add(attrs.href);
    }
  }
  // React Router's inline bootstrap: <script type="module">import "/assets/x.js"; import * as r from "..."
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = attributes(m[1] ?? '');
    if (!isModule(attrs.type) || attrs.src) continue;
    for (const spec of (m[2] ?? '').matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+\.m?js)["']/g))
      if (spec[1]) js.add(spec[1]);
  }
  return { js: [...js], css: [...css] };
}

const isModule = (type: string | undefined) => type === 'module' || type === HELD_SCRIPT_TYPE;

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  return body;
}

const gzip = (buf: Buffer) => zlib.gzipSync(buf, { level: 9 }).length;

/** Sizes of a page's HTML (as served) and of the JavaScript and CSS it loads. */
/** `clientDir`: where to weigh assets the server fails to serve (reported as missing all the same). */
export async function measurePage(baseUrl: string, path: string, clientDir?: string): Promise<PageWeight> {
  const agent = keepAliveAgent(4);
  const headers = { 'user-agent': BROWSER_UA, accept: 'text/html' };
  try {
    const url = new URL(path, baseUrl).toString();
    const identity = await request(url, { agent, headers: { ...headers, 'accept-encoding': 'identity' } });
    const br = await request(url, { agent, headers: { ...headers, 'accept-encoding': 'br, gzip' } });
    const gz = await request(url, { agent, headers: { ...headers, 'accept-encoding': 'gzip' } });
    const html = identity.body.toString('utf8');
    const { js, css } = pageAssets(html);
    const missing: string[] = [];

    const raws = new Map<string, Buffer>();
    const fetchAsset = async (href: string): Promise<AssetWeight | null> => {
      const res = await request(new URL(href, url).toString(), {
        agent,
        headers: { 'user-agent': BROWSER_UA, 'accept-encoding': 'br, gzip' },
      });
      let raw: Buffer;
      let servedEncoding: string;
      if (res.status === 200) {
        servedEncoding = String(res.headers['content-encoding'] ?? 'identity');
        raw = decode(res.body, servedEncoding);
      } else {
        missing.push(`${res.status} ${href}`);
        // Still weigh what the page asks for, from the client build on disk, when it is there.
        const file = clientDir && href.startsWith('/') ? nodePath.join(clientDir, href) : null;
        if (!file || !fs.existsSync(file)) return null;
        raw = fs.readFileSync(file);
        servedEncoding = `${res.status}! weighed from disk`;
      }
      raws.set(href, raw);
      return { url: href, rawBytes: raw.length, gzipBytes: gzip(raw), servedEncoding };
    };
    const jsAssets = (await Promise.all(js.map(fetchAsset))).filter((a): a is AssetWeight => a !== null);
    const cssAssets = (await Promise.all(css.map(fetchAsset))).filter((a): a is AssetWeight => a !== null);
    const sum = (list: AssetWeight[], key: 'rawBytes' | 'gzipBytes') => list.reduce((n, a) => n + a[key], 0);
    const brotliBytes = jsAssets.reduce(
      (n, a) => n + zlib.brotliCompressSync(raws.get(a.url) ?? '').length,
      0,
    );
    return {
      path,
      status: identity.status,
      html: {
        rawBytes: identity.body.length,
        brWireBytes: br.body.length,
        gzipWireBytes: gz.body.length,
        servedEncoding: String(br.headers['content-encoding'] ?? 'identity'),
      },
      js: {
        count: jsAssets.length,
        rawBytes: sum(jsAssets, 'rawBytes'),
        gzipBytes: sum(jsAssets, 'gzipBytes'),
        brotliBytes,
        assets: jsAssets,
      },
      css: {
        count: cssAssets.length,
        rawBytes: sum(cssAssets, 'rawBytes'),
        gzipBytes: sum(cssAssets, 'gzipBytes'),
      },
      missing,
    };
  } finally {
    agent.destroy();
  }
}
