import type { reviews, users } from '../../db/schema';
import { profileImageUrl } from '../urls';
import { iso } from './common';

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewUser = Pick<typeof users.$inferSelect, 'id' | 'f_name' | 'l_name' | 'image'>;

/** Review JSON with its `customer` (seeded reviews have no account: the stored name stands in). */
export function formatReview(row: ReviewRow, user: ReviewUser | undefined, origin: string) {
  const [first, ...rest] = (row.customer_name ?? '').split(' ');
  const customer = user
    ? {
        id: user.id,
        f_name: user.f_name,
        l_name: user.l_name,
        image: user.image,
        image_full_url: profileImageUrl(origin, user.image),
      }
    : {
        id: null,
        f_name: first || null,
        l_name: rest.join(' ') || null,
        image: null,
        image_full_url: null,
      };
  const name = user ? [user.f_name, user.l_name].filter(Boolean).join(' ') : row.customer_name;
  return {
    id: row.id,
    item_id: row.item_id,
    item_campaign_id: row.item_campaign_id,
    store_id: row.store_id,
    module_id: row.module_id,
    user_id: row.user_id,
    order_id: row.order_id,
    comment: row.comment,
    attachment: row.attachment,
    attachment_full_url: row.attachment.map((file) => profileImageUrl(origin, file)),
    rating: row.rating,
    status: row.status,
    reply: row.reply,
    customer_name: name ?? null,
    customer,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
