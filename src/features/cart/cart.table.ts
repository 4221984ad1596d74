import type { ColumnType } from 'kysely';
import type { Id, Timestamp } from '~/server/db/column-types';

type Flag = ColumnType<boolean, boolean | undefined, boolean>;

/** A cart: a session's (anonymous buyer) or a user's, never both (0007_cart). */
export interface CartsTable {
  id: Id;
  /** The public id (the cart resource's id). */
  uuid: string;
  user_id: number | null;
  session_id: number | null;
  /** The buyer's email; an anonymous buyer's also goes into the cart_email cookie. */
  email: string | null;
  is_gift: Flag;
  /** Upper-case, as the coupons table stores it; checked again at every read. */
  coupon_code: string | null;
  /** A promotion's discount slug: the cart is priced with its prices while it runs. */
  discount_slug: string | null;
  /** The visitor's currency at the last change. */
  currency: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CartItemsTable {
  id: Id;
  cart_id: number;
  product_id: number;
  /** 1 for memberships, gifts and add-ons (5-50 for business seats later). */
  quantity: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}
