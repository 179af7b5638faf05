import type { CartAddPayload, CartEntry, CartUpdatePayload } from '@/domain/cart/lines';
import type { HttpClient } from '../http';

/**
 * The server cart (API-CART-1): `customer/cart/*` with a token or a `guest_id`, scoped by the
 * moduleId header. Every mutation answers the full cart list, which replaces the local cart.
 * Failed mutations show the server's message through the client's shared error toasts.
 */
export function cartApi(http: HttpClient) {
  const rows = (data: unknown): CartEntry[] => (Array.isArray(data) ? (data as CartEntry[]) : []);
  const guest = (guestId: string | null) => (guestId ? { guest_id: guestId } : undefined);
  return {
    async list(guestId: string | null): Promise<CartEntry[]> {
      return rows(
        (await http.get('/customer/cart/list', { params: guest(guestId), silent: true })).data,
      );
    },
    async add(payload: CartAddPayload): Promise<CartEntry[]> {
      return rows((await http.post('/customer/cart/add', payload)).data);
    },
    async update(payload: CartUpdatePayload): Promise<CartEntry[]> {
      return rows((await http.post('/customer/cart/update', payload)).data);
    },
    async removeItem(cartId: number, guestId: string | null): Promise<CartEntry[]> {
      return rows(
        (
          await http.delete('/customer/cart/remove-item', {
            params: { cart_id: cartId, ...guest(guestId) },
          })
        ).data,
      );
    },
    /** Empties the cart of the current module. */
    async clear(guestId: string | null): Promise<void> {
      await http.delete('/customer/cart/remove', { params: guest(guestId) });
    },
  };
}
