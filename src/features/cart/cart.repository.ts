import type { Db } from '~/server/db/database';

/** Reads and writes of carts; one query each. */

/** Whose cart: the signed-in user's, or the anonymous session's. */
export type CartOwner = { userId: number } | { sessionId: number };

const CART_COLUMNS = [
  'id',
  'uuid',
  'user_id',
  'session_id',
  'email',
  'is_gift',
  'coupon_code',
  'discount_slug',
  'currency',
  'updated_at',
] as const;

export type CartRow = NonNullable<Awaited<ReturnType<typeof findCart>>>;

export function findCart(db: Db, owner: CartOwner) {
  const query = db.selectFrom('carts').select(CART_COLUMNS);
  return (
    'userId' in owner
      ? query.where('user_id', '=', owner.userId)
      : query.where('session_id', '=', owner.sessionId)
  ).executeTakeFirst();
}

/** Creates the owner's cart unless one exists (a concurrent create is no error). */
export async function insertCartIfMissing(
  db: Db,
  owner: CartOwner,
  values: { uuid: string; currency: string; now: Date },
): Promise<void> {
  await db
    .insertInto('carts')
    .values({
      uuid: values.uuid,
      user_id: 'userId' in owner ? owner.userId : null,
      session_id: 'sessionId' in owner ? owner.sessionId : null,
      currency: values.currency,
      created_at: values.now,
      updated_at: values.now,
    })
    .onConflict((oc) => oc.column('userId' in owner ? 'user_id' : 'session_id').doNothing())
    .execute();
}

export async function updateCart(
  db: Db,
  cartId: number,
  values: {
    email?: string | null;
    is_gift?: boolean;
    coupon_code?: string | null;
    discount_slug?: string | null;
    currency?: string;
    updated_at: Date;
  },
): Promise<void> {
  await db.updateTable('carts').set(values).where('id', '=', cartId).execute();
}

export type CartItemRow = Awaited<ReturnType<typeof listItems>>[number];

export function listItems(db: Db, cartId: number) {
  return db
    .selectFrom('cart_items')
    .innerJoin('products', 'products.id', 'cart_items.product_id')
    .select([
      'cart_items.id',
      'cart_items.product_id',
      'cart_items.quantity',
      'products.uuid as product_uuid',
      'products.kind as product_kind',
    ])
    .where('cart_items.cart_id', '=', cartId)
    .orderBy('cart_items.id')
    .execute();
}

/** The membership a user's (non-gift) cart holds, with the cart's discount slug: one query. */
export function findCartMembership(db: Db, userId: number) {
  return db
    .selectFrom('carts')
    .innerJoin('cart_items', 'cart_items.cart_id', 'carts.id')
    .innerJoin('products', 'products.id', 'cart_items.product_id')
    .select(['products.uuid as product_uuid', 'carts.discount_slug'])
    .where('carts.user_id', '=', userId)
    .where('carts.is_gift', '=', false)
    .where('products.kind', '=', 'membership')
    .executeTakeFirst();
}

/** Adds a product once (the same product again changes nothing). */
export async function insertItem(
  db: Db,
  values: { cart_id: number; product_id: number; quantity: number; created_at: Date },
): Promise<void> {
  await db
    .insertInto('cart_items')
    .values(values)
    .onConflict((oc) => oc.columns(['cart_id', 'product_id']).doNothing())
    .execute();
}

export async function deleteItems(
  db: Db,
  cartId: number,
  filter: { productIds?: readonly number[] } = {},
): Promise<void> {
  let query = db.deleteFrom('cart_items').where('cart_id', '=', cartId);
  if (filter.productIds) {
    if (filter.productIds.length === 0) return;
    query = query.where('product_id', 'in', [...filter.productIds]);
  }
  await query.execute();
}

export async function deleteCart(db: Db, cartId: number): Promise<void> {
  await db.deleteFrom('carts').where('id', '=', cartId).execute();
}

export async function deleteUserCart(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('carts').where('user_id', '=', userId).execute();
}

/** Hands a session's cart to a user. */
export async function assignCartToUser(db: Db, cartId: number, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('carts')
    .set({ user_id: userId, session_id: null, updated_at: now })
    .where('id', '=', cartId)
    .execute();
}
