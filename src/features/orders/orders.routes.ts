import { z } from 'zod';
import { requireUserId } from '~/features/accounts/sign-in';
import { type ApiApp, errorResponses, type RouteDeps } from '~/server/http/route-types';
import { HEADERS } from '~/shared/spec';
import {
  orderAnswer,
  orderParams,
  placeOrderBody,
  placeOrderHeaders,
  refundableOrder,
  refundBody,
} from './orders.schema';

export const ORDERS_PATHS = {
  orders: '/api/v2/orders',
  confirm: '/api/v2/orders/:id/confirm',
  refund: '/api/v2/orders/:id/refund',
} as const;

/** calls-and-errors.md 7.4 orders (and the refund of product.md 9's guarantee, beyond the spec). */
export async function ordersRoutes(app: ApiApp, { services }: RouteDeps): Promise<void> {
  app.post(
    ORDERS_PATHS.orders,
    {
      config: { session: 'user' },
      schema: {
        operationId: 'placeOrder',
        tags: ['orders'],
        summary:
          'Places the cart as an order. Idempotency-Key makes retries and duplicates charge once. 201 paid; 202 when the bank asks for 3-D Secure (then GET …/confirm).',
        headers: placeOrderHeaders,
        body: placeOrderBody,
        response: {
          201: orderAnswer,
          202: orderAnswer,
          ...errorResponses(402, 404, 409, 422, 502),
        },
      },
    },
    async (request, reply) => {
      const result = await services.orders.place(requireUserId(request), {
        idempotencyKey: request.headers[HEADERS.idempotencyKey],
        creditCardId: request.body.credit_card_id,
        tsBucket: request.headers[HEADERS.tsBucket],
        country: request.visitor.country,
      });
      return reply.code(result.status === 'paid' ? 201 : 202).send(result);
    },
  );

  app.get(
    ORDERS_PATHS.confirm,
    {
      config: { session: 'user' },
      schema: {
        operationId: 'confirmOrder',
        tags: ['orders'],
        summary: 'The order’s state; after the bank’s extra step it completes the payment and the order.',
        params: orderParams,
        response: { 200: orderAnswer, ...errorResponses(402, 404, 409, 502) },
      },
    },
    async (request) => services.orders.confirm(requireUserId(request), request.params.id),
  );

  app.get(
    ORDERS_PATHS.orders,
    {
      config: { session: 'user' },
      schema: {
        operationId: 'listOrders',
        tags: ['orders'],
        summary: 'The user’s paid orders, newest first, with refund eligibility. Beyond the spec.',
        response: { 200: z.object({ orders: z.array(refundableOrder) }) },
      },
    },
    async (request) => ({ orders: await services.refunds.refundable(requireUserId(request)) }),
  );

  app.post(
    ORDERS_PATHS.refund,
    {
      config: { session: 'user' },
      schema: {
        operationId: 'refundOrder',
        tags: ['orders'],
        summary:
          'A full refund within the 30-day money-back guarantee; the membership ends. Beyond the spec.',
        params: orderParams,
        body: refundBody,
        response: {
          200: z.object({ order: refundableOrder }),
          ...errorResponses(404, 409, 422, 502),
        },
      },
    },
    async (request) => ({
      order: await services.refunds.refund(
        requireUserId(request),
        request.params.id,
        request.body.reason || 'money-back guarantee',
      ),
    }),
  );
}
