import { LessonView } from '~/app/components/course/lesson-view';
import { PreviewPage } from '~/app/components/studio-preview/preview-page';
import { classArtwork, previewHandle, previewMeta } from '~/app/components/studio-preview/preview-route';
import { ownInstructorOf } from '~/features/authoring/authoring.service';
import { STUDIO_PATHS } from '~/shared/studio';
import type { Route } from './+types/studio.preview.lesson';
import { loadPreview, previewHeaders } from './studio-preview.server';

export const handle = previewHandle;

export const headers = previewHeaders;

/**
 * One lesson of a class's draft as its public page would show it, with where its video goes
 * for the viewpoint: the paywall, or "plays for this viewer" (nothing plays in a preview).
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const preview = await loadPreview(context, request, 'catalog:edit', (staff, viewpoint) =>
    context.services.preview.lessonPage(
      { ownInstructorId: ownInstructorOf(staff) },
      params.uuid,
      params.lessonUuid,
      viewpoint,
    ),
  );
  return {
    ...preview,
    editorPath: STUDIO_PATHS.classEditor(params.uuid),
    artwork: classArtwork(params.uuid, preview.page.course.slug),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return previewMeta(loaderData?.page.lesson.title ?? 'Lesson');
}

export default function LessonPreview({ loaderData }: Route.ComponentProps) {
  return (
    <PreviewPage {...loaderData}>
      <LessonView page={loaderData.page} watch={loaderData.page.watch} />
    </PreviewPage>
  );
}
