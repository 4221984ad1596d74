import { z } from 'zod';
import { requireUserId } from '~/features/accounts/sign-in';
import { idempotencyHeader } from '~/features/orders/orders.schema';
import { type ApiApp, errorResponses, type RouteDeps } from '~/server/http/route-types';
import { HEADERS } from '~/shared/spec';
import {
  previewAnswer,
  previewQuery,
  pricingUpgradeAnswer,
  subscriptionAnswer,
  subscriptionParams,
  subscriptionView,
  updateSubscriptionBody,
} from './subscriptions.schema';

export const SUBSCRIPTIONS_PATHS = {
  current: '/api/v2/subscriptions/current',
  subscription: '/api/v2/subscriptions/:id',
  reactivate: '/api/v2/subscriptions/:id/reactivate',
  preview: '/api/v2/subscriptions/:id/preview',
  pricingUpgrade: '/api/v2/subscriptions/pricing-upgrade',
} as const;

const idempotencyHeaders = z.object(idempotencyHeader);

/** calls-and-errors.md 7.5, for the signed-in user's own subscription only. */
export async function subscriptionsRoutes(app: ApiApp, { services }: RouteDeps): Promise<void> {
  const { subscriptions } = services;

  app.get(
    SUBSCRIPTIONS_PATHS.current,
    {
      config: { session: 'user' },
      schema: {
        operationId: 'getCurrentSubscription',
        tags: ['subscriptions'],
        summary:
          'The user’s live subscription, else the one that ended last (null when none). Beyond the spec.',
        response: { 200: z.object({ subscription: subscriptionView.nullable() }) },
      },
    },
    async (request) => ({ subscription: await subscriptions.current(requireUserId(request)) }),
  );

  app.put(
    SUBSCRIPTIONS_PATHS.pricingUpgrade,
    {
      config: { session: 'user' },
      schema: {
        operationId: 'acceptPricingUpgrade',
        tags: ['subscriptions'],
        summary: 'Accepts today’s price list for the live subscription, from the next renewal.',
        response: { 200: pricingUpgradeAnswer, ...errorResponses(404, 409, 422) },
      },
    },
    async (request) => subscriptions.pricingUpgrade(requireUserId(request)),
  );

  app.get(
    SUBSCRIPTIONS_PATHS.subscription,
    {
      config: { session: 'user' },
      schema: {
        operationId: 'getSubscription',
        tags: ['subscriptions'],
        summary: 'One of the user’s subscriptions.',
        params: subscriptionParams,
        response: { 200: subscriptionAnswer, ...errorResponses(404) },
      },
    },
    async (request) => ({
      subscription: await subscriptions.get(requireUserId(request), request.params.id),
    }),
  );

  app.put(
    SUBSCRIPTIONS_PATHS.reactivate,
    {
      config: { session: 'user' },
      schema: {
        operationId: 'reactivateSubscription',
        tags: ['subscriptions'],
        summary: 'Undoes a cancellation before the period ends.',
        params: subscriptionParams,
        response: { 200: subscriptionAnswer, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({
      subscription: await subscriptions.reactivate(requireUserId(request), request.params.id),
    }),
  );

  app.get(
    SUBSCRIPTIONS_PATHS.preview,
    {
      config: { session: 'user' },
      schema: {
        operationId: 'previewSubscriptionChange',
        tags: ['subscriptions'],
        summary: 'What changing to another membership product costs now (proration) and from when.',
        params: subscriptionParams,
        querystring: previewQuery,
        response: { 200: previewAnswer, ...errorResponses(404, 409, 422) },
      },
    },
    async (request) => ({
      preview: await subscriptions.preview(
        requireUserId(request),
        request.params.id,
        request.query.change_product_id,
      ),
    }),
  );

  app.put(
    SUBSCRIPTIONS_PATHS.subscription,
    {
      config: { session: 'user' },
      schema: {
        operationId: 'updateSubscription',
        tags: ['subscriptions'],
        summary:
          'product_id: upgrade now (prorated charge) or downgrade at period end; cancel_at_period_end with a reason: cancel at period end.',
        params: subscriptionParams,
        headers: idempotencyHeaders,
        body: updateSubscriptionBody,
        response: { 200: subscriptionAnswer, ...errorResponses(402, 404, 409, 422, 502) },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      const body = request.body;
      if ('product_id' in body)
        return {
          subscription: await subscriptions.change(userId, request.params.id, body.product_id, {
            idempotencyKey: request.headers[HEADERS.idempotencyKey],
          }),
        };
      return {
        subscription: await subscriptions.cancel(userId, request.params.id, {
          reason: body.reason,
          ...(body.feedback === undefined ? {} : { feedback: body.feedback }),
        }),
      };
    },
  );
}
