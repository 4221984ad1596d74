import { ARTWORK_SIZES, type ArtworkKind } from './artwork-kinds';

/**
 * Draws an item's artwork as SVG: a gradient from its hue, a motif for its kind (a
 * portrait silhouette, a ridge of hills, a clock...), shapes placed by a hash of the
 * slug, and its name. Pure and deterministic: the same subject gives the same bytes.
 */

export type ArtworkSubject = {
  /** The accessible name (<title>): the item's full title. */
  title: string;
  /** The big text: an instructor's name on a class, else the item's name. */
  heading: string;
  /** A smaller line under the heading (the class title under its instructor...). */
  caption?: string | null;
  /** A small label at the top (CLASS, SERIES, SESSION...). */
  label: string;
  hue: number;
};

/** Bumped when the drawing changes, so ETags change with it. */
export const ARTWORK_VERSION = 1;

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export function renderArtwork(kind: ArtworkKind, slug: string, subject: ArtworkSubject): string {
  const [W, H] = ARTWORK_SIZES[kind];
  const hue = ((Math.round(subject.hue) % 360) + 360) % 360;
  const random = seededRandom(`${kind}/${slug}`);
  const c = {
    top: hsl(hue, 58, 38),
    bottom: hsl(hue + 38, 48, 13),
    glow: hsl(hue, 80, 68),
    light: hsl(hue + 12, 70, 82),
    deep: hsl(hue - 10, 45, 9),
    accent: hsl(hue + 180, 55, 62),
  };
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="t">`,
    `<title id="t">${escapeXml(subject.title)}</title>`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.top}"/><stop offset="1" stop-color="${c.bottom}"/></linearGradient>`,
    `<radialGradient id="glow" cx="${fmt(0.2 + random() * 0.25)}" cy="${fmt(0.15 + random() * 0.2)}" r="0.75"><stop offset="0" stop-color="${c.glow}" stop-opacity="0.7"/><stop offset="1" stop-color="${c.glow}" stop-opacity="0"/></radialGradient>`,
    '<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.35" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.7"/></linearGradient>',
    // Shapes may reach past the edges: clip to the picture even when it is letterboxed.
    `<clipPath id="frame"><rect width="${W}" height="${H}"/></clipPath>`,
    '</defs>',
    '<g clip-path="url(#frame)">',
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<rect width="${W}" height="${H}" fill="url(#glow)"/>`,
    scatter(W, H, random, c.light),
    MOTIFS[kind](W, H, random, c, subject),
    `<rect width="${W}" height="${H}" fill="url(#shade)"/>`,
    '</g>',
    text(W, H, subject),
    '</svg>',
  ];
  return parts.join('');
}

/** What an unknown slug gets: a quiet grey tile, so a broken link never shows a broken image. */
export function renderPlaceholder(kind: ArtworkKind): string {
  const [W, H] = ARTWORK_SIZES[kind];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="t">`,
    '<title id="t">Artwork unavailable</title>',
    `<rect width="${W}" height="${H}" fill="#2b2d31"/>`,
    `<circle cx="${W / 2}" cy="${H / 2}" r="${fmt(Math.min(W, H) * 0.12)}" fill="none" stroke="#4a4d55" stroke-width="6"/>`,
    '</svg>',
  ].join('');
}

type Colours = Record<'top' | 'bottom' | 'glow' | 'light' | 'deep' | 'accent', string>;
type Motif = (W: number, H: number, random: () => number, c: Colours, subject: ArtworkSubject) => string;

/** A head and shoulders, the stand-in for an instructor's photograph. */
function figure(cx: number, H: number, scale: number, c: Colours): string {
  const head = H * 0.12 * scale;
  const headY = H * (1 - 0.62 * scale);
  const shoulders = H * 0.34 * scale;
  const top = headY + head * 1.55;
  return [
    `<circle cx="${fmt(cx)}" cy="${fmt(headY)}" r="${fmt(head)}" fill="${c.deep}" fill-opacity="0.72"/>`,
    `<path d="M${fmt(cx - shoulders)} ${H} C${fmt(cx - shoulders)} ${fmt(top + head * 0.4)} ${fmt(cx - head * 1.1)} ${fmt(top)} ${fmt(cx)} ${fmt(top)} C${fmt(cx + head * 1.1)} ${fmt(top)} ${fmt(cx + shoulders)} ${fmt(top + head * 0.4)} ${fmt(cx + shoulders)} ${H} Z" fill="${c.deep}" fill-opacity="0.72"/>`,
  ].join('');
}

function halo(cx: number, cy: number, r: number, c: Colours): string {
  return [
    `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}" fill="${c.light}" fill-opacity="0.16"/>`,
    `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r * 1.22)}" fill="none" stroke="${c.light}" stroke-opacity="0.22" stroke-width="2"/>`,
    `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r * 1.45)}" fill="none" stroke="${c.light}" stroke-opacity="0.12" stroke-width="2"/>`,
  ].join('');
}

const MOTIFS: Record<ArtworkKind, Motif> = {
  course: (W, H, random, c) => {
    const cx = W * (0.66 + random() * 0.1);
    return halo(cx, H * 0.45, H * 0.34, c) + figure(cx, H, 0.95, c);
  },
  instructor: (W, H, random, c) => {
    const cx = W * (0.46 + random() * 0.08);
    return halo(cx, H * 0.42, W * 0.36, c) + figure(cx, H, 0.9, c);
  },
  category: (W, H, random, c) => {
    const dots: string[] = [];
    const step = W / 16;
    const skip = Math.floor(random() * 5);
    for (let y = step; y < H * 0.62; y += step)
      for (let x = W * 0.5; x < W - step / 2; x += step)
        if ((Math.round(x / step) + Math.round(y / step)) % 5 !== skip)
          dots.push(`<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(step * 0.14)}"/>`);
    return [
      `<g fill="${c.light}" fill-opacity="0.35">${dots.join('')}</g>`,
      `<circle cx="${fmt(W * 0.9)}" cy="${fmt(H * 0.95)}" r="${fmt(H * 0.7)}" fill="none" stroke="${c.accent}" stroke-opacity="0.35" stroke-width="${fmt(W * 0.02)}"/>`,
    ].join('');
  },
  article: (W, H, random, c) => {
    const bars: string[] = [];
    const x = W * 0.56;
    for (let i = 0; i < 7; i++) {
      const width = W * (0.22 + random() * 0.14);
      bars.push(
        `<rect x="${fmt(x)}" y="${fmt(H * 0.14 + i * H * 0.07)}" width="${fmt(width)}" height="${fmt(H * 0.022)}" rx="${fmt(H * 0.011)}"/>`,
      );
    }
    return [
      `<g fill="${c.light}" fill-opacity="0.32">${bars.join('')}</g>`,
      `<text x="${fmt(W * 0.06)}" y="${fmt(H * 0.62)}" font-family="Georgia, serif" font-size="${fmt(H * 0.7)}" fill="${c.light}" fill-opacity="0.14">\u201C</text>`,
    ].join('');
  },
  camp: (W, H, random, c) => {
    const ridge = (base: number, peaks: number, height: number) => {
      const points = [`0,${H}`];
      for (let i = 0; i <= peaks * 2; i++)
        points.push(
          `${fmt((W * i) / (peaks * 2))},${fmt(H * base - (i % 2 ? H * height * (0.6 + random() * 0.4) : 0))}`,
        );
      points.push(`${W},${H}`);
      return points.join(' ');
    };
    return [
      `<circle cx="${fmt(W * (0.6 + random() * 0.25))}" cy="${fmt(H * 0.28)}" r="${fmt(H * 0.12)}" fill="${c.light}" fill-opacity="0.55"/>`,
      `<polygon points="${ridge(0.62, 3, 0.3)}" fill="${c.deep}" fill-opacity="0.35"/>`,
      `<polygon points="${ridge(0.78, 4, 0.2)}" fill="${c.deep}" fill-opacity="0.55"/>`,
    ].join('');
  },
  collection: (W, H, random, c) => {
    const cards: string[] = [];
    const w = W * 0.3;
    const h = H * 0.52;
    for (let i = 0; i < 3; i++) {
      const x = W * 0.58 + i * W * 0.05;
      const y = H * 0.12 + i * H * 0.05;
      const angle = -8 + i * 6 + random() * 4;
      cards.push(
        `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}" rx="${fmt(W * 0.015)}" transform="rotate(${fmt(angle)} ${fmt(x + w / 2)} ${fmt(y + h / 2)})" fill="${i === 2 ? c.light : c.deep}" fill-opacity="${i === 2 ? 0.3 : 0.35}" stroke="${c.light}" stroke-opacity="0.35" stroke-width="2"/>`,
      );
    }
    return cards.join('');
  },
  piece: (W, H, _random, c) => {
    const cx = W * 0.72;
    const cy = H * 0.4;
    const r = H * 0.27;
    // Ten minutes: a sixth of the dial, from twelve o'clock.
    const end = { x: cx + r * Math.sin(Math.PI / 3), y: cy - r * Math.cos(Math.PI / 3) };
    return [
      `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}" fill="${c.deep}" fill-opacity="0.4" stroke="${c.light}" stroke-opacity="0.5" stroke-width="4"/>`,
      `<path d="M${fmt(cx)} ${fmt(cy)} L${fmt(cx)} ${fmt(cy - r)} A${fmt(r)} ${fmt(r)} 0 0 1 ${fmt(end.x)} ${fmt(end.y)} Z" fill="${c.accent}" fill-opacity="0.7"/>`,
      `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r * 0.06)}" fill="${c.light}"/>`,
    ].join('');
  },
  outcome: (W, H, random, c) => {
    const steps: string[] = [];
    const n = 4;
    const w = W * 0.1;
    for (let i = 0; i < n; i++) {
      const height = H * (0.14 + i * 0.1 + random() * 0.03);
      steps.push(
        `<rect x="${fmt(W * 0.48 + i * w * 1.15)}" y="${fmt(H * 0.62 - height)}" width="${fmt(w)}" height="${fmt(height)}" rx="${fmt(w * 0.12)}"/>`,
      );
    }
    return [
      `<g fill="${c.light}" fill-opacity="0.3">${steps.join('')}</g>`,
      `<path d="M${fmt(W * 0.46)} ${fmt(H * 0.42)} L${fmt(W * 0.9)} ${fmt(H * 0.1)}" stroke="${c.accent}" stroke-opacity="0.8" stroke-width="${fmt(W * 0.012)}" stroke-linecap="round"/>`,
      `<circle cx="${fmt(W * 0.9)}" cy="${fmt(H * 0.1)}" r="${fmt(W * 0.02)}" fill="${c.accent}"/>`,
    ].join('');
  },
};

/** A few soft dots and rings placed by the slug's hash: no two items look quite alike. */
function scatter(W: number, H: number, random: () => number, colour: string): string {
  const shapes: string[] = [];
  for (let i = 0; i < 5; i++) {
    const x = fmt(random() * W);
    const y = fmt(random() * H * 0.7);
    const r = fmt(Math.min(W, H) * (0.015 + random() * 0.05));
    shapes.push(
      random() < 0.5
        ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" fill-opacity="${fmt(0.08 + random() * 0.12)}"/>`
        : `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${colour}" stroke-opacity="${fmt(0.15 + random() * 0.15)}" stroke-width="2"/>`,
    );
  }
  return shapes.join('');
}

function text(W: number, H: number, subject: ArtworkSubject): string {
  const pad = W * 0.06;
  const labelSize = Math.round(W * 0.022);
  const captionSize = Math.round(W * 0.034);
  let headingSize = Math.round(W * (W < H ? 0.095 : 0.072));
  const width = W - pad * 2;
  let heading = wrap(subject.heading, Math.floor(width / (headingSize * 0.56)), 3);
  if (heading.length > 2) {
    headingSize = Math.round(headingSize * 0.78);
    heading = wrap(subject.heading, Math.floor(width / (headingSize * 0.56)), 3);
  }
  const caption = subject.caption ? wrap(subject.caption, Math.floor(width / (captionSize * 0.52)), 2) : [];
  const out: string[] = [
    `<g font-family="${FONT}" fill="#fff">`,
    `<text x="${fmt(pad)}" y="${fmt(pad + labelSize)}" font-size="${labelSize}" font-weight="700" letter-spacing="${fmt(labelSize * 0.14)}" fill-opacity="0.88">${escapeXml(subject.label.toUpperCase())}</text>`,
  ];
  let y = H - pad - (caption.length ? captionSize * 1.25 * (caption.length - 1) : 0);
  for (let i = caption.length - 1; i >= 0; i--) {
    out.push(
      `<text x="${fmt(pad)}" y="${fmt(y + captionSize * 1.25 * i)}" font-size="${captionSize}" fill-opacity="0.9">${escapeXml(caption[i]!)}</text>`,
    );
  }
  if (caption.length) y -= captionSize * 1.5;
  for (let i = heading.length - 1; i >= 0; i--) {
    out.push(
      `<text x="${fmt(pad)}" y="${fmt(y)}" font-size="${headingSize}" font-weight="800">${escapeXml(heading[i]!)}</text>`,
    );
    y -= headingSize * 1.08;
  }
  out.push('</g>');
  return out.join('');
}

/** Greedy word wrap to `max` characters a line and at most `lines` lines (an ellipsis when cut). */
export function wrap(text: string, max: number, lines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const result: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= max || !line) line = candidate;
    else {
      result.push(line);
      line = word;
    }
  }
  if (line) result.push(line);
  if (result.length <= lines) return result.map((l) => clip(l, max));
  const kept = result.slice(0, lines);
  kept[lines - 1] = `${clip(kept[lines - 1]!, max - 1)}\u2026`;
  return kept;
}

function clip(line: string, max: number): string {
  return line.length <= max ? line : `${line.slice(0, Math.max(1, max - 1))}\u2026`;
}

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** HSL (any hue, saturation and lightness in %) to #rrggbb: plain hex works in every SVG renderer. */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = saturation / 100;
  const l = lightness / 100;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    const v = u < 1 / 6 ? p + (q - p) * 6 * u : u < 1 / 2 ? q : u < 2 / 3 ? p + (q - p) * (2 / 3 - u) * 6 : p;
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(h + 1 / 3)}${channel(h)}${channel(h - 1 / 3)}`;
}

/** A small deterministic generator (mulberry32) seeded by a string. */
function seededRandom(key: string): () => number {
  let seed = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) seed = Math.imul(seed ^ key.charCodeAt(i), 0x01000193);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function fmt(n: number): string {
  return String(Math.round(n * 10) / 10);
}
