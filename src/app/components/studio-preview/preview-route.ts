import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { PREVIEW_PATHS } from '~/shared/studio-preview';

/**
 * The page around a preview (docs/decisions/0039): the header without its navigation and the
 * promotion slot left out, since both read the signed-in staff member, not the viewpoint.
 */
export const previewHandle: RouteHandle = {
  shell: { analyticsLabel: 'studio-preview', promoBanner: false, hideNavigation: true },
};

/** The tags of a preview page: its title, and no indexing. */
export const previewMeta = (title: string) => [
  { title: `Preview: ${title} | Studio` },
  { name: 'robots', content: 'noindex' },
];

/** A class draft's own artwork, for its preview pages (PreviewPage's `artwork`). */
export const classArtwork = (uuid: string, slug: string) => ({
  kind: 'course' as const,
  slug,
  src: PREVIEW_PATHS.classArtwork(uuid),
});
