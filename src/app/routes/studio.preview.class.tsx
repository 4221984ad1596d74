import { CourseOverview } from '~/app/components/course/course-overview';
import { PreviewPage } from '~/app/components/studio-preview/preview-page';
import { classArtwork, previewHandle, previewMeta } from '~/app/components/studio-preview/preview-route';
import { ownInstructorOf } from '~/features/authoring/authoring.service';
import { STUDIO_PATHS } from '~/shared/studio';
import type { Route } from './+types/studio.preview.class';
import { loadPreview, previewHeaders } from './studio-preview.server';

export const handle = previewHandle;

export const headers = previewHeaders;

/** The draft of a class (a series, a documentary) as its public page would show it (catalog:edit). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const preview = await loadPreview(context, request, 'catalog:edit', (staff, viewpoint) =>
    context.services.preview.classPage({ ownInstructorId: ownInstructorOf(staff) }, params.uuid, viewpoint),
  );
  return {
    ...preview,
    editorPath: STUDIO_PATHS.classEditor(params.uuid),
    artwork: classArtwork(params.uuid, preview.page.course.slug),
  };
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
