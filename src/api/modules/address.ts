import type { SavedAddress } from '@/domain/location/stored';
import type { HttpClient } from '../http';

interface AddressListBody {
  total_size?: number;
  addresses?: SavedAddress[];
}

/**
 * The saved-address list (contract §8: GET customer/address/list, logged-in only). Silent: the
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
  };
}

export type AddressApi = ReturnType<typeof addressApi>;
