import type { Item, Store } from '../catalogTypes';
import type { HttpClient } from '../http';
import type { MessageResponse } from '../types';

/**
 * Orders (API-ORDERS-5: `customer/order/*`, token or guest_id). Every call takes the guest id
 * explicitly: the contract sends it as a query parameter or body field, never as a header.
 */

export type OrderType = 'delivery' | 'take_away' | 'parcel';
export type PaymentMethod = 'cash_on_delivery' | 'digital_payment' | 'wallet' | 'offline_payment';
export type OrderStatus =
  | 'pending'
  | 'accepted'
  | 'confirmed'
  | 'processing'
  | 'handover'
  | 'picked_up'
  | 'delivered'
  | 'canceled'
  | 'failed'
  | 'refund_requested'
  | 'refunded'
  | 'refund_request_canceled'
  | 'returned';

/** A line sent with `is_buy_now=1` (API-ORDERS-1): the order is then not built from the cart. */
export interface BuyNowLine {
  item_id: number;
  item_type: 'App\\Models\\Item' | 'App\\Models\\ItemCampaign';
  quantity: number;
  variation: unknown[];
  add_on_ids: number[];
  add_on_qtys: number[];
  variant?: string;
}

/** The body of `customer/order/place` (API-ORDERS-1). The server recomputes every amount. */
export interface PlaceOrderBody {
  payment_method: PaymentMethod;
  order_type: OrderType;
  store_id: number;
  distance?: number;
  address?: string;
  latitude?: string | number;
  longitude?: string | number;
  address_type?: string;
  road?: string;
  house?: string;
  floor?: string;
  contact_person_name?: string;
  contact_person_number?: string;
  contact_person_email?: string;
  guest_id?: string;
  schedule_at?: string;
  coupon_code?: string;
  dm_tips?: number;
  order_note?: string;
  delivery_instruction?: string;
  cutlery?: 0 | 1;
  partial_payment?: 0 | 1;
  /** Above 0: the customer opts in to the store's extra packaging. */
  extra_packaging_amount?: number;
  is_buy_now?: 0 | 1;
  /** JSON string of buy-now lines. */
  cart?: string;
}

export interface PlaceOrderResponse {
  message: string;
  order_id: number;
  /** Sic (API-ORDERS-3). */
  total_ammount: number;
  status: string;
  created_at?: string;
  user_id?: number;
  /**
   * The built-in API's link to its demo gateway for a digital payment, with the owner's signed,
   * expiring token (API-ORDERS-4). Not in the contract: a real 6amMart sends none.
   */
  payment_link?: string;
}

export interface DeliveryAddress {
  contact_person_name?: string | null;
  contact_person_number?: string | null;
  contact_person_email?: string | null;
  address_type?: string | null;
  address?: string | null;
  floor?: string | null;
  road?: string | null;
  house?: string | null;
  latitude?: string | number | null;
  longitude?: string | number | null;
}

export interface DeliveryMan {
  id: number;
  f_name?: string | null;
  l_name?: string | null;
  phone?: string | null;
  image_full_url?: string | null;
  avg_rating?: number;
  rating_count?: number;
  lat?: string | number | null;
  lng?: string | number | null;
  location?: string | null;
}

/** Order JSON (API-ORDERS-6): list, running and track. */
export interface Order {
  id: number;
  user_id?: number;
  is_guest?: boolean | number;
  order_amount: number;
  coupon_discount_amount?: number;
  coupon_discount_title?: string | null;
  coupon_code?: string | null;
  store_discount_amount?: number;
  flash_admin_discount_amount?: number;
  flash_store_discount_amount?: number;
  ref_bonus_amount?: number;
  total_tax_amount?: number;
  tax_status?: string | null;
  delivery_charge?: number;
  original_delivery_charge?: number;
  additional_charge?: number;
  extra_packaging_amount?: number;
  dm_tips?: number;
  partially_paid_amount?: number;
  payment_status?: 'unpaid' | 'paid' | 'partially_paid' | string;
  /** What the customer told about an offline payment (R-PAY-3); null when nothing yet. */
  offline_payment?: {
    method_id: number;
    payment_info: Record<string, unknown> | null;
    customer_note?: string | null;
    status: string;
  } | null;
  payment_method?: string;
  transaction_reference?: string | null;
  order_status: OrderStatus | string;
  pending?: string | null;
  accepted?: string | null;
  confirmed?: string | null;
  processing?: string | null;
  handover?: string | null;
  picked_up?: string | null;
  delivered?: string | null;
  canceled?: string | null;
  failed?: string | null;
  canceled_by?: string | null;
  cancellation_reason?: string | null;
  cancellation_note?: string | null;
  order_type: OrderType | 'pos' | string;
  store_id?: number | null;
  zone_id?: number | null;
  module_id?: number | null;
  module_type?: string | null;
  delivery_man_id?: number | null;
  schedule_at?: string | null;
  scheduled?: number;
  delivery_time?: string | null;
  processing_time?: number | null;
  distance?: number | null;
  otp?: string | null;
  order_note?: string | null;
  cutlery?: boolean | number;
  prescription_order?: boolean | number;
  created_at: string;
  updated_at?: string;
  delivery_address?: DeliveryAddress | string | null;
  order_attachment?: string | null;
  order_attachment_full_url?: string[];
  order_proof_full_url?: string[];
  store?: Store | null;
  /** An array with at most one element (API-ORDERS-6). */
  delivery_man?: DeliveryMan[] | DeliveryMan | null;
  details_count?: number;
  min_delivery_time?: number | null;
  max_delivery_time?: number | null;
}

export interface OrderDetailAddOn {
  id: number;
  name: string;
  price: number;
  quantity: number;
}

/** A line of `customer/order/details` (API-ORDERS-6). */
export interface OrderDetail {
  id: number;
  order_id: number;
  item_id: number | null;
  item_campaign_id?: number | null;
  price: number;
  quantity: number;
  item_details?: Item | null;
  variation?: unknown[];
  add_ons?: OrderDetailAddOn[];
  total_add_on_price?: number;
  discount_on_item?: number;
  tax_amount?: number;
  image_full_url?: string | null;
  is_guest?: boolean | number;
}

export interface OrderPage {
  total_size: number;
  limit: number | string | null;
  offset: number | string | null;
  orders: Order[];
}

export interface CancellationReason {
  id: number;
  reason: string;
  user_type?: string;
}

export interface GuestRef {
  /** The guest id of a visitor without a token; omitted for members. */
  guestId?: string | null;
}

/** Turns a place body into multipart fields: strings, booleans as 0/1 (API-CORE-1). */
export function placeOrderForm(body: PlaceOrderBody, attachments: readonly Blob[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    form.append(name, String(value));
  }
  for (const file of attachments) form.append('order_attachment[]', file);
  return form;
}

function guestParam(ref: GuestRef | undefined): { guest_id?: string } {
  return ref?.guestId ? { guest_id: ref.guestId } : {};
}

export function orderApi(http: HttpClient) {
  return {
    /**
     * Places an order from the server cart (or the buy-now lines). With attachments (items that
     * need a prescription) the body goes as multipart. Silent: the checkout shows the message.
     */
    async place(
      body: PlaceOrderBody,
      attachments: readonly Blob[] = [],
      /** Sent as `Idempotency-Key`: a repeated submit of the same order creates one order. */
      idempotencyKey?: string,
    ): Promise<PlaceOrderResponse> {
      const data = attachments.length ? placeOrderForm(body, attachments) : body;
      return (
        await http.post<PlaceOrderResponse>('/customer/order/place', data, {
          silent: true,
          headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
        })
      ).data;
    },
    /**
     * A pharmacy prescription order: multipart with 1 to 3 images (R-CHECKOUT-11). The
     * `moduleId` header is the store's module (the visitor may have another module selected); the
     * `Idempotency-Key` makes a repeated submit create one order. Silent: the checkout shows errors.
     */
    async placePrescription(
      body: PlaceOrderBody,
      attachments: readonly Blob[],
      options: { idempotencyKey?: string; moduleId?: number | null } = {},
    ): Promise<PlaceOrderResponse> {
      const headers: Record<string, string> = {};
      if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
      if (options.moduleId) headers.moduleId = String(options.moduleId);
      return (
        await http.post<PlaceOrderResponse>(
          '/customer/order/prescription/place',
          placeOrderForm(body, attachments),
          { silent: true, headers },
        )
      ).data;
    },
    /** Finished orders (delivered, canceled, refunded, failed …); offset is the 1-based page. */
    async list(page: { limit: number; offset: number }, ref?: GuestRef): Promise<OrderPage> {
      return (
        await http.get<OrderPage>('/customer/order/list', {
          params: { limit: page.limit, offset: page.offset, ...guestParam(ref) },
        })
      ).data;
    },
    /** Every not-yet-finished order. */
    async runningOrders(
      page: { limit: number; offset: number },
      ref?: GuestRef,
    ): Promise<OrderPage> {
      return (
        await http.get<OrderPage>('/customer/order/running-orders', {
          params: { limit: page.limit, offset: page.offset, ...guestParam(ref) },
        })
      ).data;
    },
    /**
     * The order's lines; parcel and prescription orders without lines answer the Order itself
     * (API-ORDERS-5), returned here as an empty line list plus that order.
     */
    async details(
      orderId: number | string,
      ref?: GuestRef,
    ): Promise<{ lines: OrderDetail[]; order: Order | null }> {
      const data = (
        await http.get<OrderDetail[] | Order>('/customer/order/details', {
          params: { order_id: orderId, ...guestParam(ref) },
        })
      ).data;
      if (Array.isArray(data)) return { lines: data, order: null };
      return { lines: [], order: data && typeof data === 'object' ? data : null };
    },
    /** A guest tracks with the contact number; a "+" is added when missing (R-ORDER-5). */
    async track(
      orderId: number | string,
      ref?: GuestRef & { contactNumber?: string | null },
      options: { silent?: boolean } = {},
    ): Promise<Order> {
      const contact = ref?.contactNumber?.trim();
      const params: Record<string, string | number> = { order_id: orderId, ...guestParam(ref) };
      if (contact) params.contact_number = contact.startsWith('+') ? contact : `+${contact}`;
      return (await http.get<Order>('/customer/order/track', { params, silent: options.silent }))
        .data;
    },
    /**
     * Cancels with a reason and/or a note (one is required). `_method: put` as 6amMart's web client
     * sends it (API-ORDERS-5); the built-in API also takes a plain PUT.
     */
    async cancel(
      input: { orderId: number | string; reason?: string; note?: string },
      ref?: GuestRef,
    ): Promise<MessageResponse> {
      return (
        await http.put<MessageResponse>(
          '/customer/order/cancel',
          {
            order_id: input.orderId,
            reason: input.reason,
            note: input.note,
            _method: 'put',
            ...guestParam(ref),
          },
          { silent: true },
        )
      ).data;
    },
    /** Switches a failed digital payment to cash on delivery (API-ORDERS-4). */
    async paymentMethod(orderId: number | string, ref?: GuestRef): Promise<MessageResponse> {
      return (
        await http.put<MessageResponse>(
          '/customer/order/payment-method',
          { order_id: orderId, _method: 'put', ...guestParam(ref) },
          { silent: true },
        )
      ).data;
    },
    /** Public; 6amMart's web client asks for page 1 of 10 customer reasons (R-ORDER-3). */
    async cancellationReasons(
      page: { limit: number; offset: number } = { limit: 10, offset: 1 },
    ): Promise<CancellationReason[]> {
      const data = (
        await http.get<{ data?: CancellationReason[] }>('/customer/order/cancellation-reasons', {
          params: { offset: page.offset, limit: page.limit, type: 'customer' },
        })
      ).data;
      return Array.isArray(data?.data) ? data.data : [];
    },
  };
}
