import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { CASA } from './catalog/setup';
import { call, type CallResult } from './helpers';
import { closeMoney, DELIVERED_AFTER, HEADERS, openMoney, type Money } from './money-setup';

jest.setTimeout(120_000);

/**
 * Every upload kind (profile picture, prescription, chat image, refund photo, item and courier
 * review attachments) is decoded and drawn again on arrival, so bytes appended to a picture are not
 * stored, and every stored upload is served as an image in a sandbox (src/server/api/uploads/image.ts).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON shapes
type Json = any;

let m: Money;
let uploadDir: string;

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(os.tmpdir(), 'mart-upload-safety-'));
  process.env.UPLOAD_DIR = uploadDir;
  m = await openMoney();
}, 240_000);

afterAll(async () => {
  await closeMoney(m);
  delete process.env.UPLOAD_DIR;
  rmSync(uploadDir, { recursive: true, force: true });
});

const PAYLOAD = '<html><script>alert(1)</script></html>';

const picture = (width = 16, height = 12) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } });

let evilPng: Buffer;
beforeAll(async () => {
  evilPng = Buffer.concat([await picture().png().toBuffer(), Buffer.from(PAYLOAD)]);
});

const file = (bytes: Uint8Array | string, name = 'photo.png', type = 'image/png') =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });

/** One upload kind: sends files through its endpoint, answers the stored files' URLs. */
interface Kind {
  name: string;
  /** The multipart field, as the error's code names it. */
  field: string;
  upload: (files: File[]) => Promise<{ res: CallResult<Json>; urls: () => Promise<string[]> }>;
}

const form = (fields: Record<string, string>, field: string, files: File[]) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const one of files) data.append(field, one);
  return data;
};

/** A member with a delivery order delivered by the clock's current time. */
async function deliveredOrder() {
  m.later(0);
  const member = await m.member();
  const placed = await m.order(member.token);
  expect(placed.status).toBe(200);
  m.later(DELIVERED_AFTER + 1);
  // Reading the order runs the simulation up to now.
  await call(m.cat.app, 'GET', '/customer/order/list?limit=10&offset=1', {
    token: member.token,
    headers: HEADERS,
  });
  return { ...member, orderId: placed.body.order_id as number };
}

const orderFileUrls = async (table: string, column: string, orderId: number) => {
  const [row] = await m.cat.q<{ files: string[] }>(
    `select ${column} as files from ${table} where order_id = ${orderId}`,
  );
  return (row?.files ?? []).map((name) => `http://localhost/api/v1/uploads/order/${name}`);
};

const kinds: Kind[] = [
  {
    name: 'profile image',
    field: 'image',
    upload: async ([one]) => {
      const { token } = await m.member();
      const res = await call(m.cat.app, 'POST', '/customer/update-profile', {
        token,
        multipart: form({ name: 'Safe Person' }, 'image', [one]),
      });
      const urls = async () => {
        const info = await call(m.cat.app, 'GET', '/customer/info', { token });
        return [info.body.image_full_url as string];
      };
      return { res, urls };
    },
  },
  {
    name: 'chat image',
    field: 'image',
    upload: async (files) => {
      const { token } = await m.member();
      const res = await call(m.cat.app, 'POST', '/customer/message/send', {
        token,
        multipart: form({ receiver_type: 'admin' }, 'image[]', files),
      });
      return { res, urls: async () => res.body.messages[0].file_full_url as string[] };
    },
  },
  {
    name: 'prescription (order attachment)',
    field: 'order_attachment',
    upload: async (files) => {
      m.later(0);
      const guest = (await call(m.cat.app, 'POST', '/auth/guest/request', { json: {} })).body
        .guest_id;
      const [{ id: store }] = await m.cat.q<{ id: number }>(
        "select id from stores where slug = 'pharmacie-centrale-casa'",
      );
      const fields = {
        guest_id: String(guest),
        payment_method: 'cash_on_delivery',
        order_type: 'delivery',
        store_id: String(store),
        distance: '2.5',
        address: '5 Rue Test, Casablanca',
        latitude: CASA.lat,
        longitude: CASA.lng,
        contact_person_name: 'Guest Patient',
        contact_person_number: '+212611111112',
        contact_person_email: 'patient@example.test',
      };
      const res = await call(m.cat.app, 'POST', '/customer/order/prescription/place', {
        headers: { moduleId: '3', zoneId: '[1]' },
        multipart: form(fields, 'order_attachment[]', files),
      });
      const urls = async () => {
        const details = await call(
          m.cat.app,
          'GET',
          `/customer/order/details?order_id=${res.body.order_id}&guest_id=${guest}`,
          { headers: { moduleId: '3', zoneId: '[1]' } },
        );
        return details.body.order_attachment as string[];
      };
      return { res, urls };
    },
  },
  {
    name: 'refund photo',
    field: 'image',
    upload: async (files) => {
      const { token, orderId } = await deliveredOrder();
      const res = await call(m.cat.app, 'POST', '/customer/order/refund-request', {
        token,
        headers: HEADERS,
        multipart: form(
          { order_id: String(orderId), customer_reason: 'Item was damaged' },
          'image[]',
          files,
        ),
      });
      const urls = async () => {
        const track = await call(m.cat.app, 'GET', `/customer/order/track?order_id=${orderId}`, {
          token,
          headers: HEADERS,
        });
        return track.body.refund.image_full_url as string[];
      };
      return { res, urls };
    },
  },
  {
    name: 'item review attachment',
    field: 'attachment',
    upload: async (files) => {
      const { token, orderId } = await deliveredOrder();
      const fields = { item_id: String(m.item.id), order_id: String(orderId), rating: '5' };
      const res = await call(m.cat.app, 'POST', '/items/reviews/submit', {
        token,
        multipart: form(fields, 'attachment[]', files),
      });
      return { res, urls: () => orderFileUrls('reviews', 'attachment', orderId) };
    },
  },
  {
    name: 'courier review attachment',
    field: 'attachment',
    upload: async (files) => {
      const { token, orderId } = await deliveredOrder();
      const [{ courier }] = await m.cat.q<{ courier: number }>(
        `select delivery_man_id as courier from orders where id = ${orderId}`,
      );
      const fields = {
        delivery_man_id: String(courier),
        order_id: String(orderId),
        rating: '5',
        comment: 'Quick',
      };
      const res = await call(m.cat.app, 'POST', '/delivery-man/reviews/submit', {
        token,
        multipart: form(fields, 'attachment[]', files),
      });
      return { res, urls: () => orderFileUrls('dm_reviews', 'attachment', orderId) };
    },
  },
];

/** Fetches a stored upload through the API, as a browser would from its URL. */
async function fetchUpload(url: string) {
  const response = await m.cat.app.request(new URL(url).pathname);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

function expectServedSafely(response: Response, type: string | RegExp) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toEqual(type);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
}

const storedName = (url: string) => decodeURIComponent(url.slice(url.lastIndexOf('/') + 1));

describe.each(kinds)('$name', (kind) => {
  it('stores only the picture of a PNG with HTML appended, served as a sandboxed image', async () => {
    const { res, urls } = await kind.upload([file(evilPng, 'evil.png')]);
    expect(res.status).toBe(200);
    const [url] = await urls();
    // Unguessable: 128 random bits in hex, the extension from the stored format.
    expect(storedName(url)).toMatch(/^[a-f0-9]{32}\.png$/);
    const { response, bytes } = await fetchUpload(url);
    expectServedSafely(response, 'image/png');
    expect(bytes.includes('<script')).toBe(false);
    expect(bytes.includes('alert(1)')).toBe(false);
    expect(bytes.equals(evilPng)).toBe(false);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 16, height: 12 });
  });

  it('refuses a non-image named like an image, and an image that does not decode', async () => {
    const html = await kind.upload([file(PAYLOAD, 'evil.png')]);
    expect(html.res.status).toBe(403);
    expect(html.res.body.errors[0].code).toBe(kind.field);

    // A PNG signature followed by HTML: it looks like a PNG by its first bytes only.
    const signature = evilPng.subarray(0, 8);
    const disguised = await kind.upload([
      file(Buffer.concat([signature, Buffer.from(PAYLOAD)]), 'disguised.png'),
    ]);
    expect(disguised.res.status).toBe(403);
    expect(disguised.res.body).toEqual({
      errors: [{ code: kind.field, message: expect.stringMatching(/could not be read/) }],
    });
  });
});

describe('arrival: the format family is kept, metadata dropped', () => {
  const chat = kinds[1];

  it('keeps JPEG as JPEG and WebP as WebP, turns a GIF into a PNG, without EXIF', async () => {
    const jpeg = await picture(20, 10)
      .withExif({ IFD0: { Copyright: 'secret-owner' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect(jpeg.includes('secret-owner')).toBe(true);
    expect(await sharp(jpeg).metadata()).toMatchObject({ orientation: 6, width: 20, height: 10 });
    const webp = await picture().webp().toBuffer();
    const gif = await picture().gif().toBuffer();
    const { res, urls } = await chat.upload([
      file(Buffer.concat([jpeg, Buffer.from(PAYLOAD)]), 'a.jpg', 'image/jpeg'),
      file(webp, 'b.png', 'image/png'),
      file(gif, 'c.gif', 'image/gif'),
    ]);
    expect(res.status).toBe(200);
    const [jpegUrl, webpUrl, gifUrl] = await urls();
    expect(storedName(jpegUrl)).toMatch(/^[a-f0-9]{32}\.jpg$/);
    expect(storedName(webpUrl)).toMatch(/^[a-f0-9]{32}\.webp$/);
    expect(storedName(gifUrl)).toMatch(/^[a-f0-9]{32}\.png$/);

    const stored = await fetchUpload(jpegUrl);
    expectServedSafely(stored.response, 'image/jpeg');
    expect(stored.bytes.includes('secret-owner')).toBe(false);
    expect(stored.bytes.includes('<script')).toBe(false);
    const meta = await sharp(stored.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    // Turned upright by its orientation before the tag was dropped.
    expect(meta).toMatchObject({ format: 'jpeg', width: 10, height: 20 });
    expectServedSafely((await fetchUpload(webpUrl)).response, 'image/webp');
    expectServedSafely((await fetchUpload(gifUrl)).response, 'image/png');
  });

  it('shrinks a large picture to fit 2048 × 2048, keeping its shape, and never enlarges', async () => {
    const wide = await picture(3000, 1000).png().toBuffer();
    const { res, urls } = await chat.upload([file(wide, 'wide.png'), file(evilPng, 'small.png')]);
    expect(res.status).toBe(200);
    const [wideUrl, smallUrl] = await urls();
    const stored = await fetchUpload(wideUrl);
    expectServedSafely(stored.response, 'image/png');
    expect(await sharp(stored.bytes).metadata()).toMatchObject({ width: 2048, height: 683 });
    const small = await sharp((await fetchUpload(smallUrl)).bytes).metadata();
    expect(small).toMatchObject({ width: 16, height: 12 });
  });

  it('refuses a picture with more pixels than the limit, however small its file', async () => {
    const huge = await picture(5000, 5000).png({ compressionLevel: 9 }).toBuffer();
    expect(huge.byteLength).toBeLessThan(2 * 1024 * 1024);
    const { res } = await chat.upload([file(huge, 'huge.png')]);
    expect(res.status).toBe(403);
    expect(res.body.errors[0]).toEqual({
      code: 'image',
      message: expect.stringMatching(/megapixels/),
    });
  });

  it('gives the same picture a new random name each time', async () => {
    const { urls } = await chat.upload([file(evilPng), file(evilPng), file(evilPng)]);
    const names = (await urls()).map(storedName);
    expect(new Set(names).size).toBe(3);
  });
});

describe('serving: whatever a stored file holds', () => {
  it.each([
    ['profile', '/api/v1/uploads/profile'],
    ['order', '/api/v1/uploads/order'],
  ])(
    'serves %s uploads by their bytes: an image type, else a download; always sandboxed',
    async (folder, route) => {
      // Files stored before the arrival check: a PNG with HTML appended, and HTML named .png.
      const dir = path.join(uploadDir, folder);
      mkdirSync(dir, { recursive: true });
      const polyglot = `${'a'.repeat(32)}.png`;
      const html = `${'b'.repeat(32)}.png`;
      writeFileSync(path.join(dir, polyglot), evilPng);
      writeFileSync(path.join(dir, html), PAYLOAD);

      const image = await m.cat.app.request(`${route}/${polyglot}`);
      expectServedSafely(image, 'image/png');
      const page = await m.cat.app.request(`${route}/${html}`);
      expectServedSafely(page, 'application/octet-stream');
      expect(page.headers.get('content-disposition')).toBe('attachment');
      expect(readdirSync(dir)).toEqual(expect.arrayContaining([polyglot, html]));
    },
  );
});
