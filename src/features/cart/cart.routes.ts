import type { FastifyRequest } from 'fastify';
import { DomainError } from '~/server/core/domain-error';
import { cookieOptions } from '~/server/http/request-context';
import { type ApiApp, asJsonApi, errorResponses, jsonApi, type RouteDeps } from '~/server/http/route-types';
import { COOKIES } from '~/shared/spec';
import type { CartOwner } from './cart.repository';
import {
  cartDocument,
  productBody,
  showProductsBody,
  showProductsQuery,
  updateCartBody,
} from './cart.schema';
import { CART_EMAIL_COOKIE_MAX_AGE_SECONDS } from './cart-email-cookie';

export const CART_PATHS = {
  cart: '/api/v2/cart',
  addProduct: '/api/v2/cart/add_product',
  removeProduct: '/api/v2/cart/remove_product',
  clearCart: '/api/v2/cart/clear_cart',
  showProducts: '/api/v2/cart/show_products',
  cartData: '/jsonapi/v1/user/cart-data',
} as const;

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

/** The cart calls (calls-and-errors.md 7.4). Every answer but show_products is the cart document. */
export async function cartRoutes(app: ApiApp, { services, config }: RouteDeps): Promise<void> {
  const pricing = (request: FastifyRequest) => ({ country: request.visitor.country });
  const cartAnswer = { 200: jsonApi(cartDocument), ...errorResponses(404) };

  app.put(
    CART_PATHS.cart,
    {
      config: { session: 'visitor' },
      schema: {
        operationId: 'updateCart',
        tags: ['cart'],
        summary:
          'Sets the cart email (an anonymous buyer also gets it sealed in the cart_email cookie), the gift flag and the coupon.',
        body: updateCartBody,
        response: cartAnswer,
      },
    },
    async (request, reply) => {
      const document = await services.cart.update(requireOwner(request), request.body, pricing(request));
      if (request.body.email !== undefined && !request.session?.userId) {
        const email = document.data?.attributes.email ?? null;
        if (email)
          reply.setCookie(
            COOKIES.cartEmail,
            await services.cartEmailCookie.seal(email),
            cookieOptions(config, CART_EMAIL_COOKIE_MAX_AGE_SECONDS),
          );
        else reply.clearCookie(COOKIES.cartEmail, cookieOptions(config));
      }
      return asJsonApi(reply).send(document);
    },
  );

  app.post(
    CART_PATHS.addProduct,
    {
      config: { session: 'visitor' },
      schema: {
        operationId: 'addCartProduct',
        tags: ['cart'],
        summary: "Adds a product: a membership or gift replaces the cart's plan; an add-on goes beside it.",
        description: 'A known product that is not on sale (archived, or not built yet) answers 409.',
        body: productBody,
        response: { ...cartAnswer, ...errorResponses(404, 409) },
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
      config: { session: 'visitor' },
      schema: {
        operationId: 'removeCartProduct',
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
      config: { session: 'visitor' },
      schema: {
        operationId: 'clearCart',
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
      config: { session: 'visitor' },
      schema: {
        operationId: 'showCartProducts',
        tags: ['cart'],
        summary: 'The products a cart may hold (gifts with gift=true), priced for this visitor.',
        querystring: showProductsQuery,
        response: { 200: showProductsBody },
      },
    },
    async (request) =>
      services.cart.showProducts(ownerOf(request), request.query.gift ?? false, pricing(request)),
  );

  app.get(
    CART_PATHS.cartData,
    {
      config: { session: 'visitor' },
      schema: {
        operationId: 'getCartData',
        tags: ['cart'],
        summary:
          "The visitor's cart with its items, prices in the visitor's currency, coupon and totals in cents.",
        response: { 200: jsonApi(cartDocument) },
      },
    },
    async (request, reply) =>
      asJsonApi(reply).send(await services.cart.cartData(ownerOf(request), pricing(request))),
  );
}
