import type { RefundableOrder } from '~/features/orders/orders.refunds';
import type { AddCardResult, CreditCardView } from '~/features/payments/payments.service';
import type { CancelReason } from '~/features/subscriptions/subscriptions.schema';
import type {
  ChangePreview,
  MemberStanding,
  SubscriptionView,
} from '~/features/subscriptions/subscriptions.service';
import { browserApi, type CamelCased } from '~/shared/api-client';
import { HEADERS, MEMBERSHIP_API } from '~/shared/spec';

/** The services' views as the browser client answers them (camelCased); loaders camelCase theirs too. */
export type Membership = CamelCased<SubscriptionView>;
export type PlanPreview = CamelCased<ChangePreview>;
/** Whether the user is a member (the ledger) and the subscription behind it. */
export type Standing = CamelCased<MemberStanding>;
export type SavedCard = CamelCased<CreditCardView>;
export type PaidOrder = CamelCased<RefundableOrder>;
export type AddCardAnswer = CamelCased<AddCardResult>;
export type NewCard = { number: string; expMonth: string; expYear: string; cvc: string; name?: string };

type SubscriptionAnswer = { subscription: Membership };

/** A live membership: paid up, or in its payment retries (decisions/0010). */
export const isLive = <T extends { status: string }>(
  membership: T | null,
): membership is T & { status: 'active' | 'past_due' } =>
  membership?.status === 'active' || membership?.status === 'past_due';

/** The membership, card and refund calls of the account pages, all through the one client. */
export const membershipApi = {
  reactivate: async (id: number) =>
    (await browserApi().put<SubscriptionAnswer>(MEMBERSHIP_API.reactivate(id))).subscription,

  cancel: async (id: number, input: { reason: CancelReason; feedback?: string }) =>
    (
      await browserApi().put<SubscriptionAnswer>(MEMBERSHIP_API.subscription(id), {
        cancelAtPeriodEnd: true,
        ...input,
      })
    ).subscription,

  preview: async (id: number, productId: string) =>
    (
      await browserApi().get<{ preview: PlanPreview }>(MEMBERSHIP_API.preview(id), {
        query: { changeProductId: productId },
      })
    ).preview,

  /** The key makes a retried confirmation charge once (Stripe's Idempotency-Key). */
  changePlan: async (id: number, productId: string, idempotencyKey: string) =>
    (
      await browserApi().put<SubscriptionAnswer>(
        MEMBERSHIP_API.subscription(id),
        { productId },
        { headers: { [HEADERS.idempotencyKey]: idempotencyKey } },
      )
    ).subscription,

  pricingUpgrade: async () =>
    (await browserApi().put<SubscriptionAnswer>(MEMBERSHIP_API.pricingUpgrade)).subscription,

  refund: async (orderId: string, reason: string) =>
    (await browserApi().post<{ order: PaidOrder }>(MEMBERSHIP_API.refund(orderId), reason ? { reason } : {}))
      .order,

  addCard: (card: NewCard) => browserApi().post<AddCardAnswer>(MEMBERSHIP_API.creditCards, card),

  /** Completes a card after the bank's check (the test gateway passes it here). */
  confirmCard: async (setupIntentId: string) =>
    (
      await browserApi().get<{ creditCard: SavedCard }>(MEMBERSHIP_API.confirmCard, {
        query: { setupIntentId },
      })
    ).creditCard,

  /** Answers the cards left (another may have become the default). */
  removeCard: async (id: string) =>
    (await browserApi().delete<{ creditCards: SavedCard[] }>(MEMBERSHIP_API.creditCard(id))).creditCards,
};
