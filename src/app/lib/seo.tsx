import type { MetaDescriptor } from 'react-router';

type RootData = { site: { productName: string; origin: string } };
/** A document title: the page's, then the product's ('Plans | Atelier'); the product's alone by default. */
export function pageTitle(title: string | null, productName: string): string {
  return title && title !== productName ? `${title} | ${productName}` : productName;
}

type Matches = readonly ({ id: string; data?: unknown; meta?: MetaDescriptor[] } | undefined)[];

/** The title alone, for a page search engines need nothing more of: the page's, then the product's. */
export function titleMeta(matches: Matches, title: string): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  return [{ title: pageTitle(title, root?.site.productName ?? 'Atelier') }];
}

/**
 * Title, description, canonical URL and the Open Graph / Twitter tags of a page, in one
 * call from a route's `meta`. `matches` gives the root loader's site data. Without a page
 * (its loader gave no data) the root's meta stands: the product title, or the error page's.
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
  } | null,
): MetaDescriptor[] {
  const rootMatch = matches.find((m) => m?.id === 'root');
  if (!page) return rootMatch?.meta ?? [];
  const root = rootMatch?.data as RootData | undefined;
  const productName = root?.site.productName ?? 'Atelier';
  const origin = root?.site.origin ?? '';
  const url = `${origin}${page.path}`;
  const title = pageTitle(page.title, productName);
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
