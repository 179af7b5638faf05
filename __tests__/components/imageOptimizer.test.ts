import { bypassesOptimizer } from '@/components/imageOptimizer';

describe('bypassesOptimizer', () => {
  it.each([
    // The README's set-up and private addresses, which Next's optimiser refuses to fetch.
    ['http://localhost:3000/api/v1/uploads/profile/0123456789abcdef0123456789abcdef.jpg', true],
    ['http://192.168.1.20:3000/api/v1/uploads/profile/0123456789abcdef0123456789abcdef.png', true],
    ['https://shop.example/api/v1/uploads/order/0123456789abcdef0123456789abcdef.webp', true],
    ['/api/v1/uploads/profile/0123456789abcdef0123456789abcdef.gif', true],
    // SVGs, with or without a query.
    ['/demo/logo.svg', true],
    ['https://shop.example/demo/store/cover.SVG?v=2', true],
    // Everything else goes through the optimiser.
    ['https://shop.example/demo/store/cover.png', false],
    ['https://admin.example.com/storage/app/public/profile/2024-01-01-me.png', false],
    ['https://cdn.example/api/v1/uploadsx/me.png', false],
    ['https://cdn.example/images/api/v1/uploads/me.png', false],
    ['data:image/png;base64,iVBORw0KGgo=', false],
  ])('%s: %s', (src, expected) => {
    expect(bypassesOptimizer(src)).toBe(expected);
  });

  it('leaves imported images to the optimiser', () => {
    expect(bypassesOptimizer({ src: '/_next/static/media/a.png', width: 1, height: 1 })).toBe(
      false,
    );
  });
});
