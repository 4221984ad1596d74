import { requireUserId } from '~/features/accounts/sign-in';
import { type ApiApp, errorResponses, type RouteDeps } from '~/server/http/route-types';
import { SESSION_API } from '~/shared/spec';
import { enrollmentAnswer, enrollmentParams } from './enrollments.schema';

/** Joining a session (docs/decisions/0019-being-a-member.md); CSRF is checked for every POST. */
export async function enrollmentsRoutes(app: ApiApp, { services }: RouteDeps): Promise<void> {
  app.post(
    SESSION_API.enrollment(':uuid'),
    {
      schema: {
        tags: ['sessions'],
        summary:
          'Enrolls the signed-in member in an open session: 201, or 200 with the first enrollment when already enrolled.',
        params: enrollmentParams,
        response: {
          200: enrollmentAnswer,
          201: enrollmentAnswer,
          ...errorResponses(400, 401, 403, 404, 422),
        },
      },
      // 401 before judging the input (400).
      preValidation: async (request) => {
        requireUserId(request);
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
