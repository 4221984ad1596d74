import type { FastifyReply, FastifyRequest } from 'fastify';
import { JSON_API_MEDIA_TYPE } from '~/features/jsonapi/jsonapi.schema';
import { DomainError } from '~/server/core/domain-error';
import { cookieOptions } from '~/server/http/request-context';
import { type ApiApp, errorResponses, type RouteDeps } from '~/server/http/route-types';
import { COOKIES, SECONDS } from '~/shared/spec';
import type { CartOwner } from './cart.repository';
import {
  cartDocument,
  productBody,
  showProductsBody,
  showProductsQuery,
  updateCartBody,
} from './cart.schema';

export const CART_PATHS = {
  cart: '/api/v2/cart',
  addProduct: '/api/v2/cart/add_product',
  removeProduct: '/api/v2/cart/remove_product',
  clearCart: '/api/v2/cart/clear_cart',
  showProducts: '/api/v2/cart/show_products',
  cartData: '/jsonapi/v1/user/cart-data',
} as const;

/**
 * cart_email (product.md 3 stored client state; max-age not shown): 30 days, so an anonymous
 * buyer who comes back within a month finds the email filled in at checkout.
 */
export const CART_EMAIL_COOKIE_MAX_AGE_SECONDS = SECONDS.month;

/** The session's user's cart, else the anonymous session's; null without a session. */
function ownerOf(request: FastifyRequest): CartOwner | null {
  const session = request.session;
  if (!session) return null;
  return session.userId ? { userId: session.userId } : { sessionId: session.id };
}

/** Write calls pass the CSRF check, so they always have a session. */
function requireOwner(request: FastifyRequest): CartOwner {
  const owner = ownerOf(request);
  if (!owner) throw new DomainError('invalid_csrf_token');
  return owner;
}

function asJsonApi(reply: FastifyReply) {
  return reply.type(JSON_API_MEDIA_TYPE);
}

/** The cart calls (calls-and-errors.md 7.4). Every answer but show_products is the cart document. */
export async function cartRoutes(app: ApiApp, { services, config }: RouteDeps): Promise<void> {
  const pricing = (request: FastifyRequest) => ({ country: request.visitor.country });
  const cartAnswer = { 200: cartDocument, ...errorResponses(400, 404, 422) };

  app.put(
    CART_PATHS.cart,
    {
      schema: {
        tags: ['cart'],
        summary:
          'Sets the cart email (an anonymous buyer also gets the cart_email cookie), the gift flag and the coupon.',
        body: updateCartBody,
        response: cartAnswer,
      },
    },
    async (request, reply) => {
      const document = await services.cart.update(requireOwner(request), request.body, pricing(request));
      if (request.body.email !== undefined && !request.session?.userId) {
        const email = document.data?.attributes.email ?? null;
        if (email)
          reply.setCookie(COOKIES.cartEmail, email, cookieOptions(config, CART_EMAIL_COOKIE_MAX_AGE_SECONDS));
        else reply.clearCookie(COOKIES.cartEmail, cookieOptions(config));
      }
      return asJsonApi(reply).send(document);
    },
  );

  app.post(
    CART_PATHS.addProduct,
    {
      schema: {
        tags: ['cart'],
        summary: "Adds a product: a membership or gift replaces the cart's plan; an add-on goes beside it.",
        body: productBody,
        response: cartAnswer,
      },
    },
    async (request, reply) =>
      asJsonApi(reply).send(
        await services.cart.addProduct(requireOwner(request), request.body.product_id, pricing(request)),
      ),
  );

  app.post(
    CART_PATHS.removeProduct,
    {
      schema: {
        tags: ['cart'],
        summary: 'Removes a product from the cart.',
        body: productBody,
        response: cartAnswer,
      },
    },
    async (request, reply) =>
      asJsonApi(reply).send(
        await services.cart.removeProduct(requireOwner(request), request.body.product_id, pricing(request)),
      ),
  );

  app.post(
    CART_PATHS.clearCart,
    {
      schema: {
        tags: ['cart'],
        summary: 'Empties the cart and drops its coupon (email and gift flag stay).',
        response: cartAnswer,
      },
    },
    async (request, reply) =>
      asJsonApi(reply).send(await services.cart.clear(requireOwner(request), pricing(request))),
  );

  app.get(
    CART_PATHS.showProducts,
    {
      schema: {
        tags: ['cart'],
        summary: 'The products a cart may hold (gifts with gift=true), priced for this visitor.',
        querystring: showProductsQuery,
        response: { 200: showProductsBody, ...errorResponses(400) },
      },
    },
    async (request) =>
      services.cart.showProducts(ownerOf(request), request.query.gift ?? false, pricing(request)),
  );

  app.get(
    CART_PATHS.cartData,
    {
      schema: {
        tags: ['cart'],
        summary:
          "The visitor's cart with its items, prices in the visitor's currency, coupon and totals in cents.",
        response: { 200: cartDocument },
      },
    },
    async (request, reply) =>
      asJsonApi(reply).send(await services.cart.cartData(ownerOf(request), pricing(request))),
  );
}
