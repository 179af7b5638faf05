import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '../db';
import { seedAuth } from '../auth/seed';
import { corsMiddleware } from './cors';
import { ApiError, errorBody } from './errors';
import { contextMiddleware } from './middleware/context';
import { rejectMalformedUrl } from './middleware/url';
import { authRoutes } from './routes/auth';
import { configRoutes } from './routes/config';
import { contentRoutes } from './routes/content';
import { contentExtraRoutes } from './routes/content-extras';
import { customerRoutes } from './routes/customer';
import { landingExtraRoutes } from './routes/landing-extras';
import { loyaltyRoutes } from './routes/loyalty';
import { offlinePaymentRoutes } from './routes/offline-payment';
import { refundRoutes } from './routes/refunds';
import { walletRoutes } from './routes/wallet';
import { eventStreamRoutes } from './events/stream';
import { messageRoutes } from './routes/messages';
import { notificationRoutes } from './routes/notifications';
import { addressRoutes } from './routes/addresses';
import { cartRoutes } from './routes/cart';
import { wishlistRoutes } from './routes/wishlist';
import { orderRoutes } from './routes/orders';
import { paymentRoutes } from './routes/payment';
import { dmReviewRoutes, itemReviewRoutes, reviewReminderRoutes } from './routes/reviews';
import { orderUploadRoutes } from './orders/uploads';
import { moduleRoutes } from './routes/modules';
import { uploadRoutes } from './routes/uploads';
import { zoneRoutes } from './routes/zones';
import { advertisementRoutes } from './routes/advertisements';
import { bannerRoutes } from './routes/banners';
import { brandRoutes } from './routes/brands';
import { campaignRoutes } from './routes/campaigns';
import { categoryRoutes } from './routes/categories';
import { commonConditionRoutes } from './routes/common-conditions';
import { cashbackRoutes, couponRoutes } from './routes/coupons';
import { flashSaleRoutes } from './routes/flash-sales';
import { itemNameRoutes, itemRoutes } from './routes/items';
import { otherBannerRoutes, parcelCategoryRoutes } from './routes/parcel';
import { searchRoutes } from './routes/search';
import { storeRoutes } from './routes/stores';
import type { ApiDeps, ApiEnv } from './types';

export const API_BASE_PATH = '/api/v1';

/**
 * The process database with the demo customer ensured once (seedAuth is idempotent). Imported lazily so
 * that importing this module (e.g. during `next build`) never opens the database.
 */
let authSeeded: Promise<void> | undefined;
async function defaultGetDb(): Promise<Db> {
  const { getDb } = await import('../db');
  const { db } = await getDb();
  authSeeded ??= seedAuth(db).catch((error: unknown) => {
    authSeeded = undefined;
    throw error;
  });
  await authSeeded;
  return db;
}

/** Patterns of the registered routes per method, for telling 405 from 404. */
function routeMatchers(app: Hono<ApiEnv>) {
  const out: { method: string; pattern: RegExp }[] = [];
  for (const route of app.routes) {
    if (route.method === 'ALL') continue;
    const source = route.path
      .split('/')
      .map((part) => {
        if (part === '*') return '.*';
        if (part.startsWith(':')) {
          const custom = /^:\w+\{(.+)\}$/.exec(part);
          return custom ? `(?:${custom[1]})` : '[^/]+';
        }
        return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    out.push({ method: route.method, pattern: new RegExp(`^${source}/?$`) });
  }
  return out;
}

/**
 * The built-in 6amMart-compatible API. `deps.getDb` lets tests inject a database; by default the
 * process-wide one is opened lazily on the first request.
 */
export function createApiApp(deps: Partial<ApiDeps> = {}): Hono<ApiEnv> {
  const resolved: ApiDeps = { getDb: deps.getDb ?? defaultGetDb };
  // Not strict: like Laravel, a trailing slash names the same route.
  const app = new Hono<ApiEnv>({ strict: false }).basePath(API_BASE_PATH);

  // First: preflights answer before any parsing, and every answer (errors too) carries the headers.
  app.use('*', corsMiddleware());
  app.use('*', rejectMalformedUrl);
  app.use('*', contextMiddleware(app, resolved));

  app.route('/config', configRoutes);
  app.route('/zone', zoneRoutes);
  app.route('/module', moduleRoutes);
  app.route('/auth', authRoutes);
  // Before '/customer': its auth:api middleware must not run first for the guest cart routes.
  app.route('/customer/cart', cartRoutes);
  app.route('/customer/wish-list', wishlistRoutes);
  app.route('/customer/address', addressRoutes);
  app.route('/customer/order', orderRoutes);
  app.route('/customer/order', refundRoutes);
  app.route('/customer/order', offlinePaymentRoutes);
  app.route('/customer/wallet', walletRoutes);
  app.route('/customer/loyalty-point', loyaltyRoutes);
  // The live push stream also serves guests (guest_id), like the cart and order routes.
  app.route('/customer/event-stream', eventStreamRoutes);
  app.route('/customer/message', messageRoutes);
  app.route('/customer/notifications', notificationRoutes);
  app.route('/customer', reviewReminderRoutes);
  app.route('/items/reviews', itemReviewRoutes);
  app.route('/delivery-man/reviews', dmReviewRoutes);
  app.route('/payment-mobile', paymentRoutes);
  app.route('/uploads/order', orderUploadRoutes);
  app.route('/customer', customerRoutes);
  app.route('/uploads', uploadRoutes);
  app.route('/', contentRoutes);
  app.route('/', contentExtraRoutes);
  app.route('/', landingExtraRoutes);
  app.route('/stores', storeRoutes);
  app.route('/items', itemRoutes);
  app.route('/item', itemNameRoutes);
  app.route('/banners', bannerRoutes);
  app.route('/campaigns', campaignRoutes);
  app.route('/categories', categoryRoutes);
  app.route('/brand', brandRoutes);
  app.route('/flash-sales', flashSaleRoutes);
  app.route('/coupon', couponRoutes);
  app.route('/cashback', cashbackRoutes);
  app.route('/advertisement', advertisementRoutes);
  app.route('/common-condition', commonConditionRoutes);
  app.route('/parcel-category', parcelCategoryRoutes);
  app.route('/other-banners', otherBannerRoutes);
  app.route('/', searchRoutes);

  let matchers: ReturnType<typeof routeMatchers> | undefined;
  app.notFound((c) => {
    matchers ??= routeMatchers(app);
    const path = new URL(c.req.url).pathname;
    const allowed = [...new Set(matchers.filter((m) => m.pattern.test(path)).map((m) => m.method))];
    if (allowed.length && !allowed.includes(c.req.method)) {
      if (allowed.includes('GET')) allowed.push('HEAD');
      return c.json(
        errorBody(
          'method_not_allowed',
          `The ${c.req.method} method is not supported for this route. Supported methods: ${allowed.join(', ')}.`,
        ),
        405,
        { Allow: allowed.join(', ') },
      );
    }
    return c.json(errorBody('not_found', 'The requested resource was not found.'), 404);
  });

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return c.json(error.body as object, error.status as ContentfulStatusCode, error.headers);
    }
    if (error instanceof HTTPException) {
      return c.json(errorBody('http', error.message || 'Request failed.'), error.status);
    }
    console.error(`[api] ${c.req.method} ${new URL(c.req.url).pathname} failed:`, error);
    return c.json(errorBody('server_error', 'Internal server error.'), 500);
  });

  return app;
}

/** The API bound to the process database; mounted by pages/api/v1/[...path].ts. */
export const apiApp = createApiApp();
