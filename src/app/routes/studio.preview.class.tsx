import { CourseOverview } from '~/app/components/course/course-overview';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { previewMeta } from '~/app/components/studio-preview/preview-meta';
import { PreviewPage } from '~/app/components/studio-preview/preview-page';
import { ownInstructorOf } from '~/features/authoring/authoring.service';
import { STUDIO_PATHS } from '~/shared/studio';
import type { Route } from './+types/studio.preview.class';
import { loadPreview, previewHeaders } from './studio-preview.server';

// The promotion slot reads the signed-in user, not the viewpoint: left out of previews.
export const handle: RouteHandle = { shell: { analyticsLabel: 'studio-preview', promoBanner: false } };

export const headers = previewHeaders;

/** The draft of a class (a series, a documentary) as its public page would show it (catalog:edit). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const preview = await loadPreview(context, request, 'catalog:edit', (staff, viewpoint) =>
    context.services.preview.classPage({ ownInstructorId: ownInstructorOf(staff) }, params.uuid, viewpoint),
  );
  return { ...preview, editorPath: STUDIO_PATHS.classEditor(params.uuid) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return previewMeta(loaderData?.page.course.title ?? 'Class');
}

export default function ClassPreview({ loaderData }: Route.ComponentProps) {
  return (
    <PreviewPage {...loaderData}>
      <CourseOverview page={loaderData.page} />
    </PreviewPage>
  );
}
