import { z } from 'zod';
import { ensureSession } from '~/server/http/request-context';
import type { ApiApp, RouteDeps } from '~/server/http/route-types';
import { PATHS } from '~/shared/spec';

export async function sessionRoutes(app: ApiApp, { services, config }: RouteDeps): Promise<void> {
  app.get(
    PATHS.csrfToken,
    {
      // The token of the browser's own session: one viewing the site as a member never writes.
      config: { session: 'visitor', ownSession: true },
      schema: {
        operationId: 'getCsrfToken',
        tags: ['auth'],
        summary: 'The CSRF token bound to this session; starts a session when there is none.',
        response: { 200: z.object({ token: z.string() }) },
      },
    },
    async (request, reply) => {
      const session = await ensureSession(request, reply, services, config);
      return { token: services.sessions.csrfToken(session) };
    },
  );
}
