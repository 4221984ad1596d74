import type { MetaDescriptor } from 'react-router';

type RootData = { site: { productName: string; origin: string } };
type Matches = readonly ({ id: string; data?: unknown } | undefined)[];

/** 'Checkout | Atelier': a page's title followed by the product name (the root loader's). */
export function titleWithProduct(matches: Matches, title: string): string {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  const productName = root?.site.productName ?? 'Atelier';
  return title === productName ? productName : `${title} | ${productName}`;
}

/**
 * Title, description, canonical URL and the Open Graph / Twitter tags of a page, in one
 * call from a route's `meta`. `matches` gives the root loader's site data.
 */
export function seoMeta(
  matches: Matches,
  page: {
    title: string;
    description: string;
    /** Path of the page (canonical); defaults to the current one in the root layout. */
    path: string;
    /** Absolute path or URL of an image for link previews. */
    image?: string;
    type?: 'website' | 'article' | 'video.other' | 'product';
  },
): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  const productName = root?.site.productName ?? 'Atelier';
  const origin = root?.site.origin ?? '';
  const url = `${origin}${page.path}`;
  const title = titleWithProduct(matches, page.title);
  const image = page.image
    ? page.image.startsWith('http')
      ? page.image
      : `${origin}${page.image}`
    : undefined;
  return [
    { title },
    { name: 'description', content: page.description },
    { property: 'og:site_name', content: productName },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: page.type ?? 'website' },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
}

/**
 * Structured data (schema.org JSON-LD) for search engines: Course, Article, Recipe,
 * VideoObject. `<` is escaped so no text can close the script element.
 */
export function JsonLd({ data, nonce }: { data: Record<string, unknown>; nonce?: string }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; `<` is escaped above.
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}
