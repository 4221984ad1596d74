import { data, Link } from 'react-router';
import { LessonMedia } from '~/app/components/studio/lesson-media/lesson-media';
import type { LessonMediaData } from '~/app/components/studio/lesson-media/lesson-media-api';
import { StudioPageHeader } from '~/app/components/studio/studio-page';
import { isDomainError } from '~/server/core/domain-error';
import { ERRORS, statusName } from '~/shared/error-catalogue';
import { STUDIO_PATHS } from '~/shared/studio';
import type { Route } from './+types/studio.lesson-media';
import { requireStudio } from './studio.server';

/** A lesson's video, captions and transcript (media:upload; instructors: their own classes). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const staff = await requireStudio(context, request, 'media:upload');
  const actor = {
    userId: staff.userId,
    label: staff.email,
    ip: null,
    userAgent: null,
    requestId: null,
    instructorId: staff.role.instructorScoped ? (staff.instructor?.id ?? 0) : null,
  };
  try {
    const media = await context.services.lessonMedia.overview(actor, params.lessonUuid);
    const initial: LessonMediaData = {
      lesson: { uuid: media.lesson.uuid, title: media.lesson.title, courseTitle: media.lesson.course_title },
      streams: media.streams.map((s) => ({ ...s, createdAt: s.createdAt.toISOString() })),
      captions: media.captions.map((c) => ({ ...c, updatedAt: c.updatedAt.toISOString() })),
      transcript: media.transcript,
      playable: media.playable,
      uploadLimitBytes: context.services.uploads.maxBytes,
    };
    return { initial, classPath: STUDIO_PATHS.classEditor(media.lesson.course_uuid) };
  } catch (error) {
    if (isDomainError(error) && error.code === 'content_not_found')
      throw data(statusName(404), { status: 404 });
    if (isDomainError(error) && error.code === 'no_permission')
      throw data(ERRORS.no_permission.message, { status: 403 });
    throw error;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.initial.lesson.title ?? 'Lesson'} · Media | Studio` }];
}

export default function LessonMediaPage({ loaderData }: Route.ComponentProps) {
  const { initial, classPath } = loaderData;
  return (
    <>
      <StudioPageHeader
        title={`${initial.lesson.title}: video and captions`}
        lede={`A lesson of ${initial.lesson.courseTitle}.`}
        actions={
          <Link className="button button-ghost" to={classPath}>
            Back to the class
          </Link>
        }
      />
      <LessonMedia initial={initial} />
    </>
  );
}
