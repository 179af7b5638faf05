import { useApi } from '@/api/ApiProvider';
import type { AddressApi } from '@/api/modules/address';

export { addressApi, type AddressApi } from '@/api/modules/address';

/** The saved-address API of the app's one client (same headers and 401 handling). */
export function useAddressApi(): AddressApi {
  return useApi().address;
}
