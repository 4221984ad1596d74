import { type ApiApp, errorResponses } from '~/server/http/route-types';
import { PERSONAL_API } from '~/shared/spec';
import type { PersonalRouteDeps } from './personal.routes';
import { saveSurveyBody, surveyAnswer, surveyParams } from './surveys.schema';

export function surveysRoutes(app: ApiApp, { personal, viewerOf }: PersonalRouteDeps): void {
  app.patch(
    PERSONAL_API.survey(':contentUuid'),
    {
      config: { session: 'user' },
      schema: {
        operationId: 'saveSurvey',
        tags: ['surveys'],
        summary:
          "The current profile's rating (1-5) and comment of a lesson or class it may watch; answering again changes it.",
        params: surveyParams,
        body: saveSurveyBody,
        response: { 200: surveyAnswer, ...errorResponses(403, 404) },
      },
    },
    async (request) => ({
      survey: await personal.surveys.save(await viewerOf(request), request.params.contentUuid, request.body),
    }),
  );
}
