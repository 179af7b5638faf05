import type { Db } from '../index';
import * as s from '../schema';
import { DEMO_CUSTOMER } from '../../auth/seed';
import { createUser } from '../../auth/users';
import { homeAddress, seedCustomerAccount } from './demo-customer/account';
import { seedDemoConversations } from './conversations';
import { seedCustomerChat } from './demo-customer/chat';
import { clockAt } from './demo-customer/clock';
import { seedCustomerFavourites } from './demo-customer/favourites';
import { catalogLookup } from './demo-customer/lookup';
import { seedCustomerOrders } from './demo-customer/orders';
import type { SeedRows } from './rows';

/** The demo customer account, defined by the auth module (sign in with phone or email + password). */
export { DEMO_CUSTOMER };

/**
 * Creates the demo customer with addresses, wallet and loyalty history, wish list, visits, three orders
 * (delivered, on the way, canceled), a welcome chat from support and a personal notification.
 * Returns the number of rows created per table.
 */
export async function seedDemoCustomer(
  db: Db,
  rows: SeedRows,
  now: Date,
): Promise<Record<string, number>> {
  const user = await createUser(db, {
    ...DEMO_CUSTOMER,
    is_phone_verified: true,
    is_email_verified: true,
  });
  const uid = user.id;
  const at = clockAt(now);
  const catalog = catalogLookup(rows);

  await seedCustomerAccount(db, uid, at);
  await seedCustomerFavourites(db, uid, catalog, at);
  const delivered = await seedCustomerOrders(db, uid, homeAddress(), catalog, at);
  await seedCustomerChat(db, user, at);
  // The store of the order on its way and its courier: a read exchange and an unread 'on my way'.
  await seedDemoConversations(db, uid, now);
  await db.insert(s.notifications).values({
    user_id: uid,
    data: {
      title: 'Order delivered',
      description: `Your order #${delivered} was delivered. Enjoy your meal!`,
      order_id: delivered,
      image: null,
      type: 'order_status',
    },
    created_at: at(3),
  });

  return {
    users: 1,
    customer_addresses: 2,
    wallet_transactions: 2,
    loyalty_point_transactions: 1,
    wishlists: 5,
    visits: 3,
    orders: 3,
    order_details: 4,
    order_payments: 3,
    conversations: 3,
    messages: 4,
  };
}
