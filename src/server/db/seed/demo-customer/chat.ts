import { eq } from 'drizzle-orm';
import type { Db } from '../../index';
import * as s from '../../schema';
import type { User } from '../../schema/auth';
import { DEMO_CUSTOMER } from '../../../auth/seed';
import type { At } from './clock';

/**
 * The customer's chat identity and a conversation with support (user_infos id 1, the admin) holding one
 * unread welcome message.
 */
export async function seedCustomerChat(
  db: Db,
  user: Pick<User, 'id' | 'f_name' | 'l_name' | 'phone' | 'email'>,
  at: At,
): Promise<void> {
  const [me] = await db
    .insert(s.userInfos)
    .values({
      f_name: user.f_name,
      l_name: user.l_name,
      phone: user.phone,
      email: user.email,
      user_id: user.id,
    })
    .returning({ id: s.userInfos.id });
  const [conv] = await db
    .insert(s.conversations)
    .values({
      sender_id: me.id,
      sender_type: 'customer',
      receiver_id: 1,
      receiver_type: 'admin',
      unread_message_count: 1,
      last_message_time: at(2),
      created_at: at(2),
    })
    .returning({ id: s.conversations.id });
  const [msg] = await db
    .insert(s.messages)
    .values({
      conversation_id: conv.id,
      sender_id: 1,
      message: `Hi ${DEMO_CUSTOMER.f_name}, welcome to Atlas Mart! Reply here any time if you need help with an order.`,
      created_at: at(2),
    })
    .returning({ id: s.messages.id });
  await db
    .update(s.conversations)
    .set({ last_message_id: msg.id })
    .where(eq(s.conversations.id, conv.id));
}
