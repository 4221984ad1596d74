import { Artwork } from '~/app/components/artwork';
import type { ArtworkKind } from '~/features/artwork/artwork-kinds';
import './course.css';

/** 16:9, the shape of a video: posters, the player's place, session cards. */
export const VIDEO_SIZE = { width: 800, height: 450 } as const;

/**
 * A title's generated artwork (GET /art/{kind}/{slug}.svg) with optional marks over it
 * (a play button). Decorative: the title is always next to it, so the alt text is empty.
 * Lazy unless `priority` (what is above the fold: the hero, the lesson's video area).
 */
export function ContentArt({
  kind = 'course',
  slug,
  hue,
  size,
  priority = false,
  className,
  children,
}: {
  kind?: ArtworkKind;
  slug: string;
  hue: number;
  size?: { width: number; height: number };
  priority?: boolean;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className={className ? `content-art ${className}` : 'content-art'}>
      <Artwork kind={kind} slug={slug} alt="" hue={hue} priority={priority} {...size} />
      {children ? (
        <div className="content-art-overlay" aria-hidden="true">
          {children}
        </div>
      ) : null}
    </div>
  );
}
