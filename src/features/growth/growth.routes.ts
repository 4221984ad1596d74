import type { ApiApp, RouteDeps } from '~/server/http/route-types';
import { PATHS } from '~/shared/spec';
import { emailCaptureBody, emailCaptureResult } from './growth.schema';

export async function growthRoutes(app: ApiApp, { services }: RouteDeps): Promise<void> {
  app.post(
    PATHS.emailCapture,
    {
      schema: {
        operationId: 'captureEmail',
        tags: ['growth'],
        summary: 'Captures an email address for marketing updates (requires consent).',
        body: emailCaptureBody,
        response: { 201: emailCaptureResult },
      },
    },
    async (request, reply) => {
      const result = await services.growth.captureEmail(request.body, request.visitor);
      return reply.code(201).send(result);
    },
  );
}
