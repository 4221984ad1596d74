import { browserApi } from '~/shared/api-client';
import { STUDIO_API } from '~/shared/studio';

const base = STUDIO_API.commerce;
const product = (uuid: string) => `${base}/products/${encodeURIComponent(uuid)}`;

/** A promotion's fields as the forms send them (the client snake_cases the keys). */
export type PromotionFields = {
  name: string;
  headline: string;
  ctaLabel: string;
  ctaPath: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  percentOff: number;
  copy: { availableFrom: string; text: string }[];
};

export type CouponFields = {
  code: string;
  kind: 'percent' | 'fixed';
  amount: number;
  currency: string | null;
  validFrom: string | null;
  validUntil: string | null;
  maxRedemptions: number | null;
  firstPeriodOnly: boolean;
  productIds: string[];
};

/** The commerce pages' calls (features/commerce/commerce.routes.ts), through the one client. */
export const commerceApi = {
  changePrice: (productId: string, input: { currency: string; amountCents: number }) =>
    browserApi().post<{ notice: { renewalsFrom: string; membersNotified: number } }>(
      `${product(productId)}/prices`,
      input,
    ),
  archive: (productId: string) => browserApi().post(`${product(productId)}/archive`, {}),
  restore: (productId: string) => browserApi().post(`${product(productId)}/restore`, {}),
  setParameters: (input: { guestPassCount: number; guestPassDays: number; trialDays: number }) =>
    browserApi().put(`${base}/parameters`, input),
  createPromotion: (input: PromotionFields & { slug: string }) =>
    browserApi().post<{ promotion: { id: number } }>(`${base}/promotions`, input),
  updatePromotion: (id: number, input: PromotionFields) =>
    browserApi().put(`${base}/promotions/${id}`, input),
  endPromotion: (id: number) => browserApi().post(`${base}/promotions/${id}/end`, {}),
  createCoupon: (input: CouponFields) => browserApi().post(`${base}/coupons`, input),
  deactivateCoupon: (id: number) => browserApi().post(`${base}/coupons/${id}/deactivate`, {}),
};

/** '129' or '129.50' in a currency's major unit as cents; NaN when it is not an amount. */
export function toCents(value: string): number {
  const trimmed = value.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A time for a datetime-local input, in UTC (the forms say so): '2026-01-15T12:00'. */
export function toInputTime(iso: string): string {
  return iso.slice(0, 16);
}

/** A datetime-local value read as UTC, as ISO 8601; '' stays '' (the server names the field). */
export function fromInputTime(value: string): string {
  return value ? `${value}:00.000Z` : '';
}
