import { requireUserId } from '~/features/accounts/sign-in';
import { type ApiApp, errorResponses, type RouteDeps } from '~/server/http/route-types';
import { SESSION_API } from '~/shared/spec';
import { enrollmentAnswer, enrollmentParams } from './enrollments.schema';

/** Joining a session (docs/decisions/0019-being-a-member.md); CSRF is checked for every POST. */
export async function enrollmentsRoutes(app: ApiApp, { services }: RouteDeps): Promise<void> {
  app.post(
    SESSION_API.enrollment(':uuid'),
    {
      // The API contract answers 401 before the input is judged (http/api-contract.ts).
      config: { session: 'user' },
      schema: {
        operationId: 'enrollInSession',
        tags: ['sessions'],
        summary:
          'Enrolls the signed-in member in an open session: 201, or 200 with the first enrollment when already enrolled.',
        params: enrollmentParams,
        response: {
          200: enrollmentAnswer,
          201: enrollmentAnswer,
          ...errorResponses(403, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const { enrollment, created } = await services.enrollments.enroll(
        requireUserId(request),
        request.params.uuid,
      );
      return reply.code(created ? 201 : 200).send({ enrollment });
    },
  );
}
