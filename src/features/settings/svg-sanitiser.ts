/**
 * An uploaded SVG logo rebuilt from an allow-list (docs/decisions/0035-site-settings.md): the
 * stored file is one this code wrote, holding only drawing elements and presentation
 * attributes. Scripts, styles, event handlers, foreign content, external references and
 * animation are left out with their content; a document type (entities) is refused. The logo
 * is served with `default-src 'none'` besides (http/security-headers.ts), so even a missed
 * script could not run.
 */

const ELEMENTS = new Set(
  [
    'svg',
    'g',
    'defs',
    'title',
    'desc',
    'path',
    'rect',
    'circle',
    'ellipse',
    'line',
    'polyline',
    'polygon',
    'text',
    'tspan',
    'linearGradient',
    'radialGradient',
    'stop',
    'clipPath',
    'mask',
    'symbol',
    'use',
  ].map((name) => name.toLowerCase()),
);

/** Elements whose text is kept (elsewhere only the elements count). */
const TEXT_ELEMENTS = new Set(['text', 'tspan', 'title', 'desc']);

const ATTRIBUTES = new Set(
  [
    'xmlns',
    'xmlns:xlink',
    'version',
    'id',
    'viewBox',
    'preserveAspectRatio',
    'width',
    'height',
    'x',
    'y',
    'x1',
    'x2',
    'y1',
    'y2',
    'cx',
    'cy',
    'fx',
    'fy',
    'r',
    'rx',
    'ry',
    'd',
    'points',
    'transform',
    'fill',
    'fill-opacity',
    'fill-rule',
    'stroke',
    'stroke-width',
    'stroke-opacity',
    'stroke-linecap',
    'stroke-linejoin',
    'stroke-miterlimit',
    'stroke-dasharray',
    'stroke-dashoffset',
    'opacity',
    'gradientUnits',
    'gradientTransform',
    'spreadMethod',
    'offset',
    'stop-color',
    'stop-opacity',
    'clip-path',
    'clip-rule',
    'clipPathUnits',
    'mask',
    'maskUnits',
    'font-family',
    'font-size',
    'font-weight',
    'font-style',
    'text-anchor',
    'dominant-baseline',
    'letter-spacing',
    'role',
    'aria-label',
    'aria-hidden',
    'href',
    'xlink:href',
  ].map((name) => name.toLowerCase()),
);

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#\d{1,7}|#x[0-9a-f]{1,6});)/i;
const NAME = /^[a-zA-Z_][\w:.-]*/;
const ATTRIBUTE = /\s+([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'))?/y;

export class SvgRefused extends Error {}

const escapeText = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeValue = (text: string) => text.replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A value that points outside the document (a URL other than `#id`) or runs script. */
function unsafeValue(name: string, value: string): boolean {
  const lower = value.toLowerCase();
  if (name === 'href' || name === 'xlink:href') return !value.startsWith('#');
  if (/url\s*\(/.test(lower) && !/^url\(\s*#[\w.-]+\s*\)$/.test(lower.trim())) return true;
  return /javascript:|data:|expression\s*\(/.test(lower);
}

/**
 * The SVG made safe, or SvgRefused with why: not an SVG, not well formed, or with a document
 * type (entities could expand to anything).
 */
export function sanitiseSvg(source: string): string {
  let at = 0;
  let out = '';
  const open: { name: string; kept: boolean }[] = [];
  /** How deep inside an element left out we are (its whole content goes with it). */
  let dropping = 0;
  let sawRoot = false;

  const keptText = () => {
    const parent = open.at(-1);
    return dropping === 0 && parent?.kept && TEXT_ELEMENTS.has(parent.name);
  };

  while (at < source.length) {
    if (source.startsWith('<!--', at)) {
      const end = source.indexOf('-->', at + 4);
      if (end < 0) throw new SvgRefused('a comment is not closed');
      at = end + 3;
    } else if (source.startsWith('<![CDATA[', at)) {
      const end = source.indexOf(']]>', at);
      if (end < 0) throw new SvgRefused('a CDATA section is not closed');
      if (keptText()) out += escapeText(source.slice(at + 9, end));
      at = end + 3;
    } else if (source.startsWith('<!', at)) {
      throw new SvgRefused('it declares a document type');
    } else if (source.startsWith('<?', at)) {
      const end = source.indexOf('?>', at);
      if (end < 0) throw new SvgRefused('a processing instruction is not closed');
      at = end + 2;
    } else if (source.startsWith('</', at)) {
      const end = source.indexOf('>', at);
      const name = source
        .slice(at + 2, end)
        .trim()
        .toLowerCase();
      const top = open.pop();
      if (end < 0 || !top || top.name !== name) throw new SvgRefused('its elements are not well nested');
      if (!top.kept) dropping -= 1;
      else if (dropping === 0) out += `</${source.slice(at + 2, end).trim()}>`;
      at = end + 1;
    } else if (source[at] === '<') {
      const name = NAME.exec(source.slice(at + 1))?.[0];
      if (!name) throw new SvgRefused('it is not well formed');
      let cursor = at + 1 + name.length;
      const attributes: [string, string][] = [];
      for (;;) {
        ATTRIBUTE.lastIndex = cursor;
        const match = ATTRIBUTE.exec(source);
        if (!match) break;
        attributes.push([match[1]!, match[2] ?? match[3] ?? '']);
        cursor = ATTRIBUTE.lastIndex;
      }
      const close = /^\s*(\/?)>/.exec(source.slice(cursor));
      if (!close) throw new SvgRefused('it is not well formed');
      at = cursor + close[0].length;
      const lower = name.toLowerCase();
      if (!sawRoot && lower !== 'svg') throw new SvgRefused('it is not an SVG image');
      sawRoot = true;
      const kept = dropping === 0 && ELEMENTS.has(lower);
      const selfClosing = close[1] === '/';
      if (kept) {
        const safe = attributes.filter(
          ([attribute, value]) =>
            ATTRIBUTES.has(attribute.toLowerCase()) && !unsafeValue(attribute.toLowerCase(), value),
        );
        if (open.length === 0 && !safe.some(([attribute]) => attribute === 'xmlns'))
          safe.unshift(['xmlns', SVG_NAMESPACE]);
        for (const [, value] of safe) if (ENTITY.test(value)) throw new SvgRefused('it uses entities');
        const written = safe.map(([attribute, value]) => ` ${attribute}="${escapeValue(value)}"`).join('');
        out += `<${name}${written}${selfClosing ? '/>' : '>'}`;
      }
      if (!selfClosing) {
        open.push({ name: lower, kept });
        if (!kept) dropping += 1;
      }
    } else {
      const end = source.indexOf('<', at);
      const text = source.slice(at, end < 0 ? source.length : end);
      if (keptText()) {
        if (ENTITY.test(text)) throw new SvgRefused('it uses entities');
        out += text.replace(/>/g, '&gt;');
      } else if (text.trim() !== '' && open.length === 0) {
        throw new SvgRefused('it is not an SVG image');
      }
      at += text.length;
    }
  }
  if (!sawRoot) throw new SvgRefused('it is not an SVG image');
  if (open.length > 0) throw new SvgRefused('its elements are not closed');
  return out;
}
