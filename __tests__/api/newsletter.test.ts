import { closeCatalog, openCatalog, type Catalog } from './catalog/setup';
import { call } from './helpers';

jest.setTimeout(60_000);

let cat: Catalog;

beforeAll(async () => {
  cat = await openCatalog();
}, 240_000);

afterAll(() => closeCatalog(cat));

const subscribe = (email: unknown, locale = 'en') =>
  call(cat.app, 'POST', '/newsletter/subscribe', {
    json: { email },
    headers: { 'X-localization': locale },
  });

describe('POST /newsletter/subscribe (public)', () => {
  it('subscribes an address once; the same address again is "already taken"', async () => {
    const ok = await subscribe('News.Reader@Example.test');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: 'Subscribed successfully!' });
    const again = await subscribe('news.reader@example.test');
    expect(again.status).toBe(403);
    expect(again.body).toEqual({
      errors: [{ code: 'email', message: 'The email has already been taken.' }],
    });
    const ar = await subscribe('NEWS.READER@example.test', 'ar');
    expect(ar.body.errors[0]).toEqual({
      code: 'email',
      message: 'البريد الإلكتروني مستخدم بالفعل.',
    });
    const fr = await subscribe('other.reader@example.test', 'fr');
    expect(fr.body.message).toBe('Inscription réussie !');
  });

  it.each([
    [undefined, 'The email field is required.'],
    ['not-an-email', 'The email field must be a valid email address.'],
    ['a@b', 'The email field must be a valid email address.'],
  ])('403 validation for %j', async (email, message) => {
    const res = await subscribe(email);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ errors: [{ code: 'email', message }] });
  });
});

describe('GET /testimonial (public)', () => {
  it("lists the landing page's testimonials in the request language, with image URLs", async () => {
    const en = await call(cat.app, 'GET', '/testimonial');
    expect(en.status).toBe(200);
    expect(en.body).toHaveLength(3);
    expect(en.body[0]).toMatchObject({
      id: 1,
      name: 'Amina Benali',
      rating: 5,
      image: 'testimonial-1.svg',
      image_full_url: expect.stringMatching(/testimonial-1\.svg$/),
      reviewer_image_full_url: expect.stringMatching(/testimonial-1\.svg$/),
      status: 1,
    });
    const fr = await call(cat.app, 'GET', '/testimonial', { headers: { 'X-localization': 'fr' } });
    expect(fr.body[0].designation).toBe('Enseignante, Maarif');
  });
});

describe('GET most-tips and vehicle/extra_charge (public)', () => {
  it('answer their contract shapes without headers', async () => {
    const tips = await call(cat.app, 'GET', '/most-tips', { headers: {} });
    expect(Object.keys(tips.body)).toEqual(['most_tips_amount']);
    const charge = await call(cat.app, 'GET', '/vehicle/extra_charge?distance=1');
    expect(typeof charge.body).toBe('number');
  });
});
