import type { Item, Store } from '../catalogTypes';
import type { HttpClient } from '../http';
import type { MessageResponse } from '../types';

export interface WishlistBody {
  item: Item[];
  store: Store[];
}

/**
 * The wishlist (API-CUSTOMER-3, members only): `{item, store}`; add and remove by `item_id` or
 * `store_id` answer a message that the screens show. Failures toast the server message through the shared error handling.
 */
export function wishlistApi(http: HttpClient) {
  const target = (kind: 'item' | 'store', id: number) =>
    kind === 'item' ? { item_id: id } : { store_id: id };
  return {
    async list(): Promise<WishlistBody> {
      const data = (await http.get<Partial<WishlistBody>>('/customer/wish-list', { silent: true }))
        .data;
      return {
        item: Array.isArray(data?.item) ? data.item : [],
        store: Array.isArray(data?.store) ? data.store : [],
      };
    },
    async add(kind: 'item' | 'store', id: number): Promise<MessageResponse> {
      return (
        await http.post<MessageResponse>('/customer/wish-list/add', undefined, {
          params: target(kind, id),
        })
      ).data;
    },
    async remove(kind: 'item' | 'store', id: number): Promise<MessageResponse> {
      return (
        await http.delete<MessageResponse>('/customer/wish-list/remove', {
          params: target(kind, id),
        })
      ).data;
    },
  };
}
