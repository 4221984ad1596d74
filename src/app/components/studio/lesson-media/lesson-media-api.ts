import { browserApi } from '~/shared/api-client';
import { PATHS } from '~/shared/spec';
import { STUDIO_API } from '~/shared/studio';

/** A lesson's media as the studio API answers it (camelCased by the client). */
export type LessonMediaData = {
  lesson: { uuid: string; title: string; courseTitle: string };
  streams: StreamData[];
  captions: { language: string; label: string; updatedAt: string }[];
  transcript: string;
  playable: boolean;
  uploadLimitBytes: number;
};

export type StreamData = {
  id: number;
  stage: 'queued' | 'converting' | 'ready' | 'failed';
  progressPercent: number;
  secondsLeft: number | null;
  failure: string | null;
  durationSeconds: number | null;
  captionLanguages: string[];
  renditions: { label: string; progressPercent: number }[];
  playing: boolean;
  createdAt: string;
};

const lessonPath = (lessonUuid: string) => `${STUDIO_API.lessons}/${encodeURIComponent(lessonUuid)}`;

/** The media panel's calls (features/media/lesson-media.routes.ts), through the one client. */
export const lessonMediaApi = {
  uploadEndpoint: (lessonUuid: string) => `${lessonPath(lessonUuid)}/uploads`,
  overview: (lessonUuid: string) => browserApi().get<LessonMediaData>(`${lessonPath(lessonUuid)}/media`),
  retry: (lessonUuid: string, streamId: number) =>
    browserApi().post<StreamData>(`${lessonPath(lessonUuid)}/streams/${streamId}/retry`, {}),
  putCaptions: (lessonUuid: string, language: string, text: string) =>
    browserApi().put(`${lessonPath(lessonUuid)}/captions/${encodeURIComponent(language)}`, { text }),
  deleteCaptions: (lessonUuid: string, language: string) =>
    browserApi().delete(`${lessonPath(lessonUuid)}/captions/${encodeURIComponent(language)}`),
  putTranscript: (lessonUuid: string, text: string) =>
    browserApi().put(`${lessonPath(lessonUuid)}/transcript`, { text }),
  /** The session's CSRF token, for the upload client's own requests. */
  csrfToken: async () => {
    const response = await fetch(PATHS.csrfToken, { credentials: 'same-origin' });
    return ((await response.json()) as { token: string }).token;
  },
};
