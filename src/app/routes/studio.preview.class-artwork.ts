import { ownInstructorOf } from '~/features/authoring/authoring.service';
import type { Route } from './+types/studio.preview.class-artwork';
import { loadPreview, previewHeaders } from './studio-preview.server';

/**
 * The generated artwork of a class's draft, for its preview (decision 0039): drawn from the
 * draft's title, kind and hue, so the preview shows the picture publishing would make, where
 * the public /art/course/<slug>.svg draws the live row (and has nothing for a class never
 * published). Staff only, through the preview pages' door (catalog:edit, an instructor only
 * their own class), and never kept: the public artwork's long caching is untouched.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const svg = await loadPreview(context, request, 'catalog:edit', (staff) =>
    context.services.preview.classArtwork({ ownInstructorId: ownInstructorOf(staff) }, params.uuid),
  );
  return new Response(svg, {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', ...previewHeaders() },
  });
}
