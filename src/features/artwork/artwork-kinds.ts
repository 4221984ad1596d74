/**
 * Generated artwork: what can be drawn and at which natural size. Shared by the server
 * (the SVG route) and the browser (the <Artwork> component), so no Node modules here.
 */

export const ARTWORK_KINDS = [
  'course',
  'instructor',
  'category',
  'article',
  'camp',
  'collection',
  'piece',
  'outcome',
] as const;

export type ArtworkKind = (typeof ARTWORK_KINDS)[number];

export function isArtworkKind(value: string): value is ArtworkKind {
  return (ARTWORK_KINDS as readonly string[]).includes(value);
}

/** Natural width and height of each kind's SVG (its viewBox): cards 16:10, portraits 4:5... */
export const ARTWORK_SIZES: Record<ArtworkKind, readonly [width: number, height: number]> = {
  course: [800, 500],
  instructor: [600, 750],
  category: [800, 450],
  article: [800, 450],
  camp: [800, 450],
  collection: [800, 500],
  piece: [800, 500],
  outcome: [600, 600],
};

/** The artwork's URL: GET /art/{kind}/{slug}.svg. */
export function artworkPath(kind: ArtworkKind, slug: string): string {
  return `/art/${kind}/${encodeURIComponent(slug)}.svg`;
}

/** 'Alma Reyes Teaches the Weeknight Kitchen' -> 'The Weeknight Kitchen'. */
export function shortCourseTitle(title: string): string {
  const at = title.indexOf(' Teaches ');
  if (at < 0) return title;
  const rest = title.slice(at + ' Teaches '.length);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}
