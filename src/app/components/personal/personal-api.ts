import type { BookmarkState } from '~/features/personal/bookmarks.service';
import type { NoteView } from '~/features/personal/notes.service';
import type { ShareLink } from '~/features/personal/sharing.service';
import type { SurveyView } from '~/features/personal/surveys.service';
import { browserApi, type CamelCased } from '~/shared/api-client';
import { PERSONAL_API } from '~/shared/spec';

/** The services' views as the browser client answers them (camelCased). */
export type Note = CamelCased<NoteView>;
export type Bookmark = CamelCased<BookmarkState>;
export type Survey = CamelCased<SurveyView>;

/** The notes, bookmark, survey, My List and sharing calls of the personal controls, through the one client. */
export const personalApi = {
  saveNote: async (lessonUuid: string, input: { noteId?: string; text: string; timestampSeconds: number }) =>
    (await browserApi().patch<{ note: Note }>(PERSONAL_API.lessonNotes(lessonUuid), input)).note,

  deleteNote: (lessonUuid: string, noteId: string) =>
    browserApi().delete<void>(PERSONAL_API.lessonNotes(lessonUuid), { query: { noteId } }),

  bookmark: async (uuid: string, timestampSeconds?: number) =>
    (
      await browserApi().patch<{ bookmark: Bookmark }>(
        PERSONAL_API.bookmark(uuid),
        timestampSeconds === undefined ? {} : { timestampSeconds },
      )
    ).bookmark,

  unbookmark: (uuid: string) => browserApi().delete<void>(PERSONAL_API.bookmark(uuid)),

  saveSurvey: async (contentUuid: string, input: { rating: number; comment: string }) =>
    (await browserApi().patch<{ survey: Survey }>(PERSONAL_API.survey(contentUuid), input)).survey,

  addToList: (courseUuid: string) => browserApi().post<unknown>(PERSONAL_API.myListItem(courseUuid)),

  removeFromList: (courseUuid: string) => browserApi().delete<unknown>(PERSONAL_API.myListItem(courseUuid)),

  shareLink: (uuid: string) => browserApi().get<CamelCased<ShareLink>>(PERSONAL_API.sharing(uuid)),
};
