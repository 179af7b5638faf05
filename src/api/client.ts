import type { HttpClient } from './http';
import { addressApi } from './modules/address';
import { authApi } from './modules/auth';
import { cartApi } from './modules/cart';
import { catalogApi } from './modules/catalog';
import { configApi } from './modules/config';
import { couponApi } from './modules/coupon';
import { customerApi } from './modules/customer';
import { locationApi } from './modules/location';
import { newsletterApi } from './modules/newsletter';
import { parcelApi } from './modules/parcel';
import { reviewApi } from './modules/review';
import { wishlistApi } from './modules/wishlist';
import { orderApi } from './modules/order';

/** The typed API: one module per domain over one axios instance. */
export function createApi(http: HttpClient) {
  return {
    /** The shared HTTP client, for modules that load with their own screens (chat, notifications). */
    http,
    config: configApi(http),
    location: locationApi(http),
    address: addressApi(http),
    auth: authApi(http),
    catalog: catalogApi(http),
    customer: customerApi(http),
    cart: cartApi(http),
    wishlist: wishlistApi(http),
    order: orderApi(http),
    coupon: couponApi(http),
    review: reviewApi(http),
    parcel: parcelApi(http),
    newsletter: newsletterApi(http),
  };
}

export type Api = ReturnType<typeof createApi>;
