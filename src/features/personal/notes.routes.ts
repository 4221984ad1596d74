import { type ApiApp, errorResponses, noContent, textAnswer } from '~/server/http/route-types';
import { PERSONAL_API } from '~/shared/spec';
import {
  contentParams,
  deleteNoteQuery,
  lessonNotes,
  noteAnswer,
  notesByClass,
  saveNoteBody,
} from './notes.schema';
import type { PersonalRouteDeps } from './personal.routes';

const NOTES = PERSONAL_API.lessonNotes(':contentUuid');

export function notesRoutes(
  app: ApiApp,
  { personal, viewerOf, origin, productName }: PersonalRouteDeps,
): void {
  const { notes } = personal;

  app.get(
    PERSONAL_API.notes,
    {
      config: { session: 'user' },
      schema: {
        operationId: 'listNotes',
        tags: ['notes'],
        summary: 'Every note of the current profile, by class (the latest written in first), then lesson.',
        response: { 200: notesByClass },
      },
    },
    async (request) => ({ classes: await notes.listAll(await viewerOf(request)) }),
  );

  app.get(
    PERSONAL_API.notesExport,
    {
      config: { session: 'user' },
      schema: {
        operationId: 'exportNotes',
        tags: ['notes'],
        summary: 'Every note of the current profile as a Markdown file; each time links to the lesson there.',
        response: { 200: textAnswer('text/markdown', 'The notes as a Markdown file (an attachment).') },
      },
    },
    async (request, reply) => {
      const markdown = await notes.exportMarkdown(await viewerOf(request), {
        origin: origin(request),
        title: `My notes on ${await productName()}`,
      });
      return reply
        .type('text/markdown; charset=utf-8')
        .header('content-disposition', 'attachment; filename="notes.md"')
        .send(markdown);
    },
  );

  app.get(
    NOTES,
    {
      config: { session: 'user' },
      schema: {
        operationId: 'listLessonNotes',
        tags: ['notes'],
        summary: "The current profile's notes of one lesson, in video order.",
        params: contentParams,
        response: { 200: lessonNotes, ...errorResponses(404) },
      },
    },
    async (request) => ({
      notes: await notes.listForLesson(await viewerOf(request), request.params.contentUuid),
    }),
  );

  app.patch(
    NOTES,
    {
      config: { session: 'user' },
      schema: {
        operationId: 'saveNote',
        tags: ['notes'],
        summary:
          'Adds a note at a time of a lesson the actor may watch, or changes one of the profile’s (note_id).',
        params: contentParams,
        body: saveNoteBody,
        response: { 200: noteAnswer, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const { note_id, text, timestamp_seconds } = request.body;
      const note = await notes.save(await viewerOf(request), request.params.contentUuid, {
        noteId: note_id,
        text,
        seconds: timestamp_seconds,
      });
      return { note };
    },
  );

  app.delete(
    NOTES,
    {
      config: { session: 'user' },
      schema: {
        operationId: 'deleteNote',
        tags: ['notes'],
        summary: "Deletes one of the current profile's notes of the lesson.",
        params: contentParams,
        querystring: deleteNoteQuery,
        response: { 204: noContent, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await notes.remove(await viewerOf(request), request.params.contentUuid, request.query.note_id);
      return reply.code(204).send(null);
    },
  );
}
