import { z } from 'zod';
import { requireUserId } from '~/features/accounts/sign-in';
import { CURRENCIES } from '~/features/offers/offers.currency';
import { type ApiApp, errorResponses, type RouteDeps } from '~/server/http/route-types';

export const PAYMENTS_PATHS = {
  creditCards: '/api/v1/credit_cards',
  creditCard: '/api/v1/credit_cards/:id',
  confirm: '/api/v1/credit_cards/confirm',
  withCurrency: '/api/v1/credit_cards_with_currency',
  defaultCard: '/api/v1/default_credit_card',
} as const;

const creditCard = z
  .object({
    id: z.string(),
    brand: z.string(),
    last4: z.string(),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
    is_default: z.boolean(),
    status: z.enum(['active', 'requires_action']),
  })
  .meta({ id: 'CreditCard' });

/**
 * Card fields (the test gateway) or a gateway token (Stripe.js: tok_... or pm_...). The
 * fields are checked by the service, so a bad card answers 422 'Please enter valid card
 * information' rather than a schema error; only shapes no form sends are refused here.
 */
const addCardBody = z.strictObject({
  number: z.string().max(40).optional(),
  exp_month: z.union([z.number().int(), z.string().max(4)]).optional(),
  exp_year: z.union([z.number().int(), z.string().max(4)]).optional(),
  cvc: z.string().max(8).optional(),
  name: z.string().max(200).optional(),
  token: z.string().min(1).max(255).optional(),
});

const added = z.object({ status: z.literal('succeeded'), credit_card: creditCard });
const needsAction = z.object({
  status: z.literal('requires_action'),
  setup_intent_id: z.string(),
  client_secret: z.string().nullable(),
  credit_card: creditCard,
});
const cardList = z.object({ credit_cards: z.array(creditCard) });
const uuid = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a uuid');

/** Saved cards (calls-and-errors.md 7.4 credit cards): signed-in only, own cards only. */
export async function paymentsRoutes(app: ApiApp, { services }: RouteDeps): Promise<void> {
  app.post(
    PAYMENTS_PATHS.creditCards,
    {
      config: { session: 'user' },
      schema: {
        operationId: 'addCreditCard',
        tags: ['payments'],
        summary:
          'Saves a card (card fields for the test gateway, or a gateway token). 201 with the card; 202 when the bank asks for 3-D Secure (confirm with the setup_intent_id).',
        body: addCardBody,
        response: { 201: added, 202: needsAction, ...errorResponses(402, 422, 502) },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const result = await services.payments.add(userId, request.body);
      return result.status === 'succeeded' ? reply.code(201).send(result) : reply.code(202).send(result);
    },
  );

  app.get(
    PAYMENTS_PATHS.creditCards,
    {
      config: { session: 'user' },
      schema: {
        operationId: 'listCreditCards',
        tags: ['payments'],
        summary: 'The signed-in user’s saved cards, the default first.',
        response: { 200: cardList },
      },
    },
    async (request) => ({ credit_cards: await services.payments.list(requireUserId(request)) }),
  );

  app.get(
    PAYMENTS_PATHS.confirm,
    {
      config: { session: 'user' },
      schema: {
        operationId: 'confirmCreditCard',
        tags: ['payments'],
        summary: 'Completes a card that needed 3-D Secure, by its setup intent.',
        querystring: z.strictObject({ setup_intent_id: z.string().min(1).max(255) }),
        response: {
          200: z.object({ credit_card: creditCard }),
          ...errorResponses(402, 404, 409, 502),
        },
      },
    },
    async (request) => ({
      credit_card: await services.payments.confirm(requireUserId(request), request.query.setup_intent_id),
    }),
  );

  app.delete(
    PAYMENTS_PATHS.creditCard,
    {
      config: { session: 'user' },
      schema: {
        operationId: 'removeCreditCard',
        tags: ['payments'],
        summary:
          'Removes a saved card; when it was the default, the newest remaining card becomes the default.',
        params: z.strictObject({ id: uuid }),
        response: { 200: cardList, ...errorResponses(404, 502) },
      },
    },
    async (request) => ({
      credit_cards: await services.payments.remove(requireUserId(request), request.params.id),
    }),
  );

  app.get(
    PAYMENTS_PATHS.withCurrency,
    {
      config: { session: 'user' },
      schema: {
        operationId: 'listCreditCardsWithCurrency',
        tags: ['payments'],
        summary: 'The saved cards and the currency of the visitor’s country.',
        response: {
          200: z.object({ credit_cards: z.array(creditCard), currency: z.enum(CURRENCIES) }),
        },
      },
    },
    async (request) => services.payments.listWithCurrency(requireUserId(request), request.visitor.country),
  );

  app.get(
    PAYMENTS_PATHS.defaultCard,
    {
      config: { session: 'user' },
      schema: {
        operationId: 'getDefaultCreditCard',
        tags: ['payments'],
        summary: 'The default card, or null.',
        response: { 200: z.object({ credit_card: creditCard.nullable() }) },
      },
    },
    async (request) => ({ credit_card: await services.payments.defaultCard(requireUserId(request)) }),
  );
}
