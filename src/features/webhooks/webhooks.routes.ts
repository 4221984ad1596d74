import { devToolsOnly } from '~/server/http/dev-tools-access';
import { type ApiApp, errorResponses, type RouteDeps } from '~/server/http/route-types';
import { deliveriesQuery, deliveriesResponse } from './webhooks.schema';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function webhookRoutes(app: ApiApp, deps: RouteDeps): Promise<void> {
  const { services, config } = deps;

  // The delivery log, for debugging a receiver; like the mail outbox, never in production and
  // only to requests from this machine.
  app.get(
    '/api/dev/webhooks/deliveries',
    {
      onRequest: devToolsOnly(config),
      schema: {
        operationId: 'listWebhookDeliveries',
        tags: ['development'],
        summary:
          'The newest webhook deliveries and their outcome: outside production, to requests from this machine only (404 otherwise).',
        querystring: deliveriesQuery,
        response: { 200: deliveriesResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const rows = await services.webhooks.deliveries(request.query);
      return {
        deliveries: rows.map((d) => ({
          ...d,
          last_attempt_at: iso(d.last_attempt_at),
          next_attempt_at: d.status === 'pending' ? iso(d.next_attempt_at) : null,
          delivered_at: iso(d.delivered_at),
          created_at: d.created_at.toISOString(),
        })),
      };
    },
  );
}
