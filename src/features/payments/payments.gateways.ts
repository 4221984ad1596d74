import type { Config } from '~/server/config';
import type { Clock } from '~/server/core/clock';
import type { Db } from '~/server/db/database';
import type { PaymentGateway } from './payments.gateway';
import { createStripeClient, createStripeGateway } from './payments.stripe';
import { createTestGateway } from './payments.test-gateway';

/** Stripe when STRIPE_SECRET_KEY is set, else the built-in test gateway. */
export function createPaymentGateway(deps: { db: Db; clock: Clock; config: Config }): PaymentGateway {
  const key = deps.config.STRIPE_SECRET_KEY;
  return key ? createStripeGateway(createStripeClient(key)) : createTestGateway(deps);
}
