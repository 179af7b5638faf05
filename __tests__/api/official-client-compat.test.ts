import {
  closeChatWorld,
  get,
  newMember,
  openChatWorld,
  pngFile,
  send,
  type ChatWorld,
  type Json,
  type Member,
} from './chat-setup';
import { call, type CallResult } from './helpers';

/**
 * Requests exactly as 6amMart's web client 2.3.1 makes them, unmodified: the stray `?` after chat
 * ids, `guest_id=null` before a guest id is issued, the 2.x landing keys and config base_urls it
 * reads, and its legacy social-login endpoint.
 */

jest.setTimeout(120_000);

let world: ChatWorld;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  world = await openChatWorld();
  alice = await newMember(world);
  bob = await newMember(world);
}, 240_000);

afterAll(() => closeChatWorld(world));

beforeEach(() => world.later(0));

const errors = (res: CallResult<Json>) => res.body.errors as { code: string; message: string }[];

describe('chat threads as the web client opens them (API-MESSAGES-1)', () => {
  it('writes to support with conversation_id=0 and reads the thread by admin_id=0? and conversation_id=N?', async () => {
    const sent = await send(world, alice.token, {
      conversation_id: '0',
      message: 'Where is my order?',
      receiver_type: 'admin',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.conversation).toMatchObject({ receiver_type: 'admin' });
    const id = sent.body.conversation.id as number;

    // useGetConversation: `${apiFor}=${channelId === "admin" ? 0 : channelId}?&offset=…&limit=…`
    const support = await get(
      world,
      '/customer/message/details?admin_id=0?&offset=1&limit=10',
      alice.token,
    );
    expect(support.status).toBe(200);
    expect(support.body.conversation.id).toBe(id);
    expect(support.body.messages[0].message).toBe('Where is my order?');

    const thread = await get(
      world,
      `/customer/message/details?conversation_id=${id}?&offset=1&limit=10`,
      alice.token,
    );
    expect(thread.status).toBe(200);
    expect(thread.body).toMatchObject({ total_size: 1, limit: '10', offset: '1' });
    expect(thread.body.conversation.id).toBe(id);

    // A second message into the same thread, as the client sends it from the open conversation.
    const again = await send(world, alice.token, {
      conversation_id: String(id),
      message: 'Thanks',
      receiver_type: 'admin',
    });
    expect(again.status).toBe(200);
    expect(again.body.conversation.id).toBe(id);
    expect(again.body.total_size).toBe(2);
  });

  it('opens a store thread by vendor_id=N? (no conversation yet)', async () => {
    const res = await get(
      world,
      `/customer/message/details?vendor_id=${world.store.vendor_id}?&offset=1&limit=10`,
      alice.token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total_size: 0, messages: [], conversation: null });
  });

  it('forgives only the trailing ?, and still only for the own conversation', async () => {
    const mine = await send(world, alice.token, { message: 'mine', receiver_type: 'admin' });
    const id = mine.body.conversation.id as number;
    const junk = await get(world, `/customer/message/details?conversation_id=${id}x`, alice.token);
    expect(junk.status).toBe(403);
    expect(errors(junk)[0].code).toBe('conversation_id');
    const other = await get(world, `/customer/message/details?conversation_id=${id}?`, bob.token);
    expect(other.status).toBe(403);
    expect(errors(other)[0].code).toBe('conversation_id');
    const noType = await send(world, alice.token, { conversation_id: '0', message: 'x' });
    expect(noType.status).toBe(403);
    expect(errors(noType)[0].code).toBe('receiver_type');
  });
});

describe('customer/cart/* with guest_id=null (API-CART-1)', () => {
  const cart = (method: string, path: string, headers: Record<string, string> = {}) =>
    call(world.cat.app, method, `/customer/cart/${path}`, {
      headers: { moduleId: '1', ...headers },
    });

  it('answers the empty cart to reading and emptying, with or without a module', async () => {
    for (const guest of ['null', 'undefined']) {
      const list = await cart('GET', `list?guest_id=${guest}`);
      expect(list.status).toBe(200);
      expect(list.body).toEqual([]);
      const emptied = await cart('DELETE', `remove?guest_id=${guest}`);
      expect(emptied.status).toBe(200);
      expect(emptied.body).toEqual([]);
    }
    const noModule = await call(world.cat.app, 'GET', '/customer/cart/list?guest_id=null');
    expect(noModule.status).toBe(200);
    expect(noModule.body).toEqual([]);
  });

  it('refuses changes (403 guest_id) and still refuses an unknown module first', async () => {
    const add = await call(world.cat.app, 'POST', '/customer/cart/add', {
      headers: { moduleId: '1' },
      form: { guest_id: 'null', item_id: '1', model: 'Item', price: '10', quantity: '1' },
    });
    expect(add.status).toBe(403);
    expect(errors(add)).toEqual([{ code: 'guest_id', message: 'The guest id field is required.' }]);
    const removeItem = await cart('DELETE', 'remove-item?guest_id=null&cart_id=1');
    expect(removeItem.status).toBe(403);
    expect(errors(removeItem)[0].code).toBe('guest_id');
    const unknownModule = await cart('GET', 'list?guest_id=null', { moduleId: '999' });
    expect(unknownModule.status).toBe(403);
    expect(errors(unknownModule)[0].code).toBe('moduleId');
  });
});

/** Every landing key the web client's components read (src/components/landing-page, footer). */
const LANDING_KEYS = [
  'base_urls',
  'header_title',
  'header_sub_title',
  'header_tag_line',
  'header_banner',
  'header_icon',
  'company_title',
  'company_sub_title',
  'company_description',
  'company_button_name',
  'company_button_url',
  'download_user_app_title',
  'download_user_app_sub_title',
  'download_user_app_links',
  'earning_title',
  'earning_sub_title',
  'earning_seller_title',
  'earning_seller_sub_title',
  'earning_seller_button_name',
  'earning_seller_button_url',
  'earning_dm_title',
  'earning_dm_sub_title',
  'earning_dm_button_name',
  'earning_dm_button_url',
  'business_title',
  'business_sub_title',
  'business_image',
  'download_business_app_links',
  'testimonial_title',
  'testimonial_list',
  'fixed_newsletter_title',
  'fixed_newsletter_sub_title',
  'fixed_footer_description',
  'fixed_promotional_banner',
  'promotion_banners',
];

describe('react-landing-page answers the 2.x flat keys beside the 3.x sections (API-CONFIG-4)', () => {
  it('fills them from the same content, in the request language', async () => {
    const res = await call(world.cat.app, 'GET', '/react-landing-page', {
      headers: { 'X-localization': 'ar' },
    });
    expect(res.status).toBe(200);
    const page = res.body;
    for (const key of LANDING_KEYS) expect(page).toHaveProperty(key);
    // The 3.x sections are still there.
    expect(page.hero_section.header_title).toBe('كل ما تبيعه مدينتك يصلك');
    expect(page).toMatchObject({
      header_title: page.hero_section.header_title,
      header_sub_title: page.hero_section.header_sub_title,
      header_tag_line: page.hero_section.header_tag_line,
      testimonial_title: page.testimonial_section.title,
      download_user_app_title: page.user_app_download_section.title,
      earning_seller_title: page.seller_app_download_section.title,
      earning_dm_title: page.deliveryman_app_download_section.title,
      fixed_newsletter_title: 'اشترك في نشرتنا الإخبارية',
    });
    expect(page.header_title).toBeTruthy();
    expect(page.company_title).toBeTruthy();
    expect(page.business_title).toBeTruthy();
  });

  it('names images so that base_urls + "/" + file is their URL', async () => {
    const { body: page } = await call(world.cat.app, 'GET', '/react-landing-page');
    const urls = page.base_urls as Record<string, string>;
    expect(page.promotion_banners).toEqual([
      { img: 'promo-1.svg' },
      { img: 'promo-2.svg' },
      { img: 'promo-3.svg' },
    ]);
    expect(
      page.promotion_banners.map((b: Json) => `${urls.promotional_banner_url}/${b.img}`),
    ).toEqual(page.promotional_banner_section.promotion_banners_full_url);
    expect(`${urls.promotional_banner_url}/${page.fixed_promotional_banner}`).toBe(
      page.fixed_promotional_banner_full_url,
    );
    expect(`${urls.header_banner_url}/${page.header_banner}`).toBe(page.header_banner_full_url);
    expect(page.header_banner_full_url).toBe('http://localhost/demo/landing/hero.svg');
    expect(`${urls.header_icon_url}/${page.header_icon}`).toBe(page.header_icon_full_url);
    expect(`${urls.business_image_url}/${page.business_image}`).toBe(page.business_image_full_url);
    expect(page.testimonial_list).toHaveLength(3);
    for (const entry of page.testimonial_list as Json[]) {
      // Testimonials.js shows entries whose status is the number 1.
      expect(entry.status).toBe(1);
      expect(entry.name).toBeTruthy();
      expect(`${urls.testimonial_image_url}/${entry.reviewer_image}`).toBe(
        entry.reviewer_image_full_url,
      );
    }
  });

  it('answers the app links in the shapes the client compares', async () => {
    const { body: page } = await call(world.cat.app, 'GET', '/react-landing-page');
    // ComponentTwo and the footer: Number.parseInt(status) === 1.
    expect(page.download_user_app_links).toEqual({
      playstore_url_status: 1,
      playstore_url: page.user_app_download_section.playstore_url,
      apple_store_url_status: 1,
      apple_store_url: page.user_app_download_section.apple_store_url,
    });
    // The business section: status === "1".
    expect(page.download_business_app_links).toMatchObject({
      seller_playstore_url_status: '1',
      seller_playstore_url: page.seller_app_download_section.playstore_url,
      seller_appstore_url_status: '1',
      dm_playstore_url_status: '1',
      dm_appstore_url: page.deliveryman_app_download_section.apple_store_url,
    });
  });
});

/** Every config.base_urls key the web client reads (grep base_urls in its src/). */
const BASE_URL_KEYS = [
  'business_logo_url',
  'store_image_url',
  'item_image_url',
  'store_cover_photo_url',
  'campaign_image_url',
  'delivery_man_image_url',
  'customer_image_url',
  'category_image_url',
  'parcel_category_image_url',
  'promotional_banner_url',
  'order_attachment_url',
  'banner_image_url',
  'module_image_url',
  'gateway_image_url',
  'refund_image_url',
  'product_image_url',
  'business_image_url',
  'testimonial_image_url',
  'restaurant_image_url',
  'header_icon_url',
  'header_banner_url',
  'chat_image_url',
];

describe('config.base_urls (API-CONFIG-1)', () => {
  it('has every key the client reads, each where the API serves those images', async () => {
    const { body: config } = await call(world.cat.app, 'GET', '/config');
    const urls = config.base_urls as Record<string, string>;
    for (const key of BASE_URL_KEYS) expect(urls[key]).toMatch(/^http:\/\/localhost\//);
    expect(urls.product_image_url).toBe(urls.item_image_url);
    expect(urls.restaurant_image_url).toBe(urls.store_image_url);
    expect(urls.promotional_banner_url).toBe('http://localhost/demo/landing');
    expect(urls.order_attachment_url).toBe('http://localhost/api/v1/uploads/order');

    // Chat files: chat_image_url + "/" + a name of the message's `file` is its URL.
    const sent = await send(world, alice.token, { receiver_type: 'admin' }, [pngFile()]);
    const [message] = sent.body.messages;
    const [name] = JSON.parse(message.file) as string[];
    expect(`${urls.chat_image_url}/${name}`).toBe(message.file_full_url[0]);
    expect(`${urls.refund_image_url}/${name}`).toBe(message.file_full_url[0]);
  });
});

describe('legacy social endpoints (API-AUTH-1)', () => {
  it('answer 403 "not available" while config offers no social sign-in', async () => {
    const { body: config } = await call(world.cat.app, 'GET', '/config');
    expect(config.centralize_login.social_login_status).toBe(0);
    expect((config.social_login as { status: boolean }[]).some((p) => p.status)).toBe(false);
    for (const path of ['/auth/social-login', '/auth/social-register']) {
      const res = await call(world.cat.app, 'POST', path, {
        json: { email: 'a@example.com', token: 'x', unique_id: '1', medium: 'google' },
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        errors: [{ code: 'medium', message: 'Social login is not available on this server.' }],
      });
    }
  });
});
