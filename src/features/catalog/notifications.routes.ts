import { type ApiApp, errorResponses, type RouteDeps } from '~/server/http/route-types';
import { PATHS } from '~/shared/spec';
import { contentNotificationBody, contentNotificationResult } from './notifications.schema';

export async function notificationRoutes(app: ApiApp, { services }: RouteDeps): Promise<void> {
  app.post(
    PATHS.contentNotifications,
    {
      config: { session: 'visitor' },
      schema: {
        operationId: 'requestContentNotification',
        tags: ['content'],
        summary:
          'Asks to be emailed when a coming-soon episode is out, or joins a coming-soon session’s waitlist.',
        body: contentNotificationBody,
        response: { 201: contentNotificationResult, ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      const result = await services.notifications.subscribe(request.body, {
        userId: request.session?.userId ?? null,
        ip: request.ip,
      });
      return reply.code(201).send(result);
    },
  );
}
