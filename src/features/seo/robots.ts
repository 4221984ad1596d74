/** Paths crawlers should leave alone: the API, accounts, sign-in, checkout and profiles. */
export const DISALLOWED_PATHS = [
  '/api/',
  '/jsonapi/',
  '/account/',
  '/auth/',
  '/checkout',
  '/profiles',
] as const;

/** /robots.txt: public pages allowed, private ones not, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
