/**
 * The brand colours the studio may set (docs/decisions/0035-site-settings.md): the accent and
 * the text on it, for each theme. Shared by the server (it refuses a pair that fails) and the
 * studio's form (it shows the ratios as you type). The rest of the palette stays the design's.
 */

export type ThemeColours = { accent: string; accentText: string };
export type BrandColours = { dark: ThemeColours; light: ThemeColours };
export type Theme = keyof BrandColours;

/** The design's values (styles/app.css): what pages use while nothing is set. */
export const DEFAULT_COLOURS: BrandColours = {
  dark: { accent: '#f2c14e', accentText: '#16130a' },
  light: { accent: '#8a5a00', accentText: '#ffffff' },
};

/** The surfaces the accent is written on as text (links, prices, labels), per theme (app.css). */
export const THEME_SURFACES: Record<Theme, Record<string, string>> = {
  dark: { page: '#0e0e11', card: '#18181d', 'raised card': '#23232a' },
  light: { page: '#fafaf7', card: '#ffffff', 'raised card': '#efefea' },
};

/** WCAG 2.2 AA for normal text: the accent is text on the surfaces, and the accent's text on it. */
export const MIN_CONTRAST = 4.5;

export const THEME_LABELS: Record<Theme, string> = { dark: 'Dark theme', light: 'Light theme' };

const HEX = /^#[0-9a-f]{6}$/;

/** `#rrggbb` in lower case, or null for anything else (the form's colour input gives this). */
export function normaliseHex(value: string): string | null {
  const hex = value.trim().toLowerCase();
  return HEX.test(hex) ? hex : null;
}

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const c = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A ratio as people read it: 4.48 → '4.4:1' (rounded down, so a failing pair never reads 4.5). */
export const ratioText = (ratio: number) => `${Math.floor(ratio * 10) / 10}:1`;

export type ContrastCheck = {
  theme: Theme;
  /** The form field the failure is about. */
  field: 'accent' | 'accentText';
  pair: string;
  ratio: number;
  passes: boolean;
};

/** Every pair the theme's colours make, with its ratio: the text on the accent, the accent on each surface. */
export function contrastChecks(colours: BrandColours): ContrastCheck[] {
  return (Object.keys(colours) as Theme[]).flatMap((theme) => {
    const { accent, accentText } = colours[theme];
    const onAccent = contrastRatio(accentText, accent);
    return [
      {
        theme,
        field: 'accentText' as const,
        pair: 'text on the accent',
        ratio: onAccent,
        passes: onAccent >= MIN_CONTRAST,
      },
      ...Object.entries(THEME_SURFACES[theme]).map(([surface, background]) => {
        const ratio = contrastRatio(accent, background);
        return {
          theme,
          field: 'accent' as const,
          pair: `accent on the ${surface}`,
          ratio,
          passes: ratio >= MIN_CONTRAST,
        };
      }),
    ];
  });
}

/** The API's (and the form's) field of one colour: dark_accent, light_accent_text … */
export const colourField = (theme: Theme, field: 'accent' | 'accentText') =>
  `${theme}_${field === 'accent' ? 'accent' : 'accent_text'}`;

/** Why a failing pair is refused, in words the form shows under the field. */
export function contrastFailure(check: ContrastCheck): string {
  return `${THEME_LABELS[check.theme]}: the ${check.pair} has a contrast of ${ratioText(check.ratio)}; it needs at least ${MIN_CONTRAST}:1 to be readable (WCAG AA).`;
}

/**
 * The custom properties pages put in their head when colours are set: unlayered, so they win
 * over app.css's tokens (layer base); the light theme's rule comes second, as in app.css.
 */
export function coloursCss(colours: BrandColours): string {
  const rule = (selector: string, theme: ThemeColours) =>
    `${selector}{--accent:${theme.accent};--accent-text:${theme.accentText}}`;
  return `${rule(':root', colours.dark)}${rule('[data-theme="light"]', colours.light)}`;
}
