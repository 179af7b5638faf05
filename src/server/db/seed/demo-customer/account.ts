import { eq } from 'drizzle-orm';
import type { Db } from '../../index';
import * as s from '../../schema';
import { DEMO_CUSTOMER } from '../../../auth/seed';
import type { At } from './clock';

/** The demo customer's home address, also the delivery address of its orders. */
export function homeAddress() {
  return {
    contact_person_name: `${DEMO_CUSTOMER.f_name} ${DEMO_CUSTOMER.l_name}`,
    contact_person_number: DEMO_CUSTOMER.phone,
    address_type: 'home',
    address: '18 Rue Ibnou Mounir, Maarif, Casablanca',
    latitude: '33.5862',
    longitude: '-7.6305',
    floor: '3',
    road: 'Rue Ibnou Mounir',
    house: '18',
    zone_id: 1,
  };
}

export type HomeAddress = ReturnType<typeof homeAddress>;

/** Home and office addresses, a 250 DH wallet (top-up + cashback), 420 loyalty points, interests. */
export async function seedCustomerAccount(db: Db, uid: number, at: At): Promise<void> {
  const office = {
    contact_person_name: `${DEMO_CUSTOMER.f_name} ${DEMO_CUSTOMER.l_name}`,
    contact_person_number: DEMO_CUSTOMER.phone,
    address_type: 'office',
    address: 'Casablanca Finance City, Tower 2, Casablanca',
    latitude: '33.5636',
    longitude: '-7.6555',
    floor: '7',
    road: 'Boulevard Al Qods',
    house: 'Tower 2',
    zone_id: 1,
  };
  await db.insert(s.customerAddresses).values([
    { user_id: uid, ...homeAddress(), zone_ids: [1], created_at: at(60) },
    { user_id: uid, ...office, zone_ids: [1], created_at: at(30) },
  ]);

  // wallet: 200 top-up + 50 cashback = 250; loyalty: 420 points from orders
  await db.insert(s.walletTransactions).values([
    {
      user_id: uid,
      transaction_id: 'a6f1c0de-0000-4000-8000-000000000001',
      credit: 200,
      balance: 200,
      transaction_type: 'add_fund',
      reference: 'demo_gateway',
      created_at: at(20),
    },
    {
      user_id: uid,
      transaction_id: 'a6f1c0de-0000-4000-8000-000000000002',
      credit: 50,
      balance: 250,
      transaction_type: 'CashBack',
      reference: '100000',
      created_at: at(3),
    },
  ]);
  await db.insert(s.loyaltyPointTransactions).values([
    {
      user_id: uid,
      transaction_id: 'b7e2d1ef-0000-4000-8000-000000000001',
      credit: 420,
      balance: 420,
      transaction_type: 'order_place',
      reference: '100000',
      created_at: at(3),
    },
  ]);
  await db
    .update(s.users)
    .set({ wallet_balance: 250, loyalty_point: 420, zone_id: 1, interest: [1, 2] })
    .where(eq(s.users.id, uid));
}
