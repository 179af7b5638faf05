import type { SavedAddress } from '@/domain/location/stored';
import type { AddressPayload } from '@/domain/checkout/address';
import type { HttpClient } from '../http';
import type { MessageResponse } from '../types';

interface AddressListBody {
  total_size?: number;
  addresses?: SavedAddress[];
}

/**
 * The saved-address list (API-CUSTOMER-2: GET customer/address/list, logged-in only). Silent: the
 * popover shows its own message instead of a toast.
 */
export function addressApi(http: HttpClient) {
  return {
    async list(): Promise<SavedAddress[]> {
      const body = (
        await http.get<AddressListBody>('/customer/address/list', {
          params: { limit: 10, offset: 1 },
          silent: true,
        })
      ).data;
      return Array.isArray(body?.addresses) ? body.addresses : [];
    },
    /** POST customer/address/add: `{message, zone_ids}`; silent, the dialog shows the message. */
    async add(payload: AddressPayload): Promise<MessageResponse & { zone_ids?: number[] }> {
      return (
        await http.post<MessageResponse & { zone_ids?: number[] }>(
          '/customer/address/add',
          payload,
          {
            silent: true,
          },
        )
      ).data;
    },
    /** PUT customer/address/update/{id} with the form plus the id (R-CHECKOUT-4). */
    async update(id: number, payload: AddressPayload): Promise<MessageResponse> {
      return (
        await http.put<MessageResponse>(
          `/customer/address/update/${id}`,
          { ...payload, id },
          { silent: true },
        )
      ).data;
    },
    async remove(id: number): Promise<MessageResponse> {
      return (
        await http.delete<MessageResponse>('/customer/address/delete', {
          params: { address_id: id },
          silent: true,
        })
      ).data;
    },
  };
}

export type AddressApi = ReturnType<typeof addressApi>;
