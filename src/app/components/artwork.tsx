import { createContext, useContext } from 'react';
import { ARTWORK_SIZES, type ArtworkKind, artworkPath } from '~/features/artwork/artwork-kinds';
import './artwork.css';

/**
 * Where one item's artwork is drawn instead of its public address, or null: the studio's
 * preview gives the previewed draft's own picture (decision 0039); everywhere else, null.
 */
export const ArtworkSource = createContext<(kind: ArtworkKind, slug: string) => string | null>(() => null);

export type ArtworkProps = {
  kind: ArtworkKind;
  slug: string;
  /** What the picture shows; '' when it is decorative (the title is right next to it). */
  alt: string;
  /**
   * The intrinsic size written on the <img>, which reserves the box before the SVG arrives
   * (no layout shift). Defaults to the kind's natural size; give one and the other follows
   * the kind's ratio. CSS (.artwork) scales it to its container.
   */
  width?: number;
  height?: number;
  /** Above the fold (hero, first card row): fetched eagerly with high priority. */
  priority?: boolean;
  /** The item's hue: the box shows a matching colour while the picture loads. */
  hue?: number;
  className?: string;
};

/**
 * Generated artwork for a catalog item, served by GET /art/{kind}/{slug}.svg. Lazy and
 * decoded off the main thread unless `priority`. SVG scales to any size, so there is no
 * srcset; a box of another ratio than the kind's crops it (object-fit: cover).
 */
export function Artwork({ kind, slug, alt, width, height, priority = false, hue, className }: ArtworkProps) {
  const [naturalWidth, naturalHeight] = ARTWORK_SIZES[kind];
  const w = width ?? (height ? Math.round((height * naturalWidth) / naturalHeight) : naturalWidth);
  const h = height ?? Math.round((w * naturalHeight) / naturalWidth);
  const source = useContext(ArtworkSource);
  return (
    <img
      src={source(kind, slug) ?? artworkPath(kind, slug)}
      alt={alt}
      width={w}
      height={h}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className ? `artwork artwork-${kind} ${className}` : `artwork artwork-${kind}`}
      style={hue === undefined ? undefined : { backgroundColor: `hsl(${hue} 45% 22%)` }}
    />
  );
}
