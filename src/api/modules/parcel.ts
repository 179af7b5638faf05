import type { HttpClient } from '../http';
import type { PlaceOrderResponse } from './order';
import type { LatLng } from '../types';

/** The body of a parcel order (API-ORDERS-1, parcel fields); the server computes the fee. */
export interface ParcelOrderBody {
  order_type: 'parcel';
  payment_method: 'cash_on_delivery' | 'wallet' | 'digital_payment';
  parcel_category_id: number;
  /** JSON string {contact_person_name, contact_person_number, address, …, zone_id}. */
  receiver_details: string;
  charge_payer: 'sender' | 'receiver';
  distance: number;
  address: string;
  latitude: string;
  longitude: string;
  address_type: string;
  road?: string;
  house?: string;
  floor?: string;
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email?: string;
  guest_id?: string;
  order_note?: string;
}

/** GET /parcel-category (API-CONTENT-7), keyed by the parcel module's moduleId header. */
export interface ParcelCategory {
  id: number;
  name: string;
  description?: string | null;
  image_full_url?: string | null;
  module_id?: number;
  parcel_per_km_shipping_charge?: number | string | null;
  parcel_minimum_shipping_charge?: number | string | null;
}

interface DistanceBody {
  distanceMeters?: number;
  duration?: string;
  /** Legacy Distance Matrix shape (API-CONFIG-3). */
  rows?: { elements?: { distance?: { value?: number } }[] }[];
}

export function parcelApi(http: HttpClient) {
  return {
    /** The categories of a parcel module; the module is sent explicitly (it may not be the stored one). */
    async categories(moduleId: number): Promise<ParcelCategory[]> {
      const data = (
        await http.get<ParcelCategory[]>('/parcel-category', {
          headers: { moduleId: String(moduleId) },
        })
      ).data;
      return Array.isArray(data) ? data : [];
    },
    /**
     * Metres between two points by road (API-CONFIG-3 distance-api; Routes or legacy matrix shape).
     * Null when the answer holds no distance. Silent: the caller falls back to a straight line.
     */
    async distanceMeters(from: LatLng, to: LatLng): Promise<number | null> {
      const body = (
        await http.get<DistanceBody>('/config/distance-api', {
          params: {
            origin_lat: from.lat,
            origin_lng: from.lng,
            destination_lat: to.lat,
            destination_lng: to.lng,
            mode: 'DRIVE',
          },
          silent: true,
        })
      ).data;
      const meters = body?.distanceMeters ?? body?.rows?.[0]?.elements?.[0]?.distance?.value;
      return typeof meters === 'number' && Number.isFinite(meters) ? meters : null;
    },
    /**
     * Places a parcel order in the parcel module, for the sender's zone (API-ORDERS-1: moduleId
     * and zoneId headers), whatever module the visitor browses. Silent: the checkout shows errors.
     */
    async place(
      body: ParcelOrderBody,
      scope: { moduleId: number; zoneIds: string },
    ): Promise<PlaceOrderResponse> {
      return (
        await http.post<PlaceOrderResponse>('/customer/order/place', body, {
          headers: { moduleId: String(scope.moduleId), zoneId: scope.zoneIds },
          silent: true,
        })
      ).data;
    },
  };
}
