import { act, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { Api } from '@/api/client';
import type { Advertisement, Banner, FlashSale, ListedCoupon } from '@/api/catalogTypes';
import BannerCarousel from '@/features/home/sections/BannerCarousel';
import CouponSlider from '@/features/home/sections/CouponSlider';
import PopularWithFlashSale from '@/features/home/sections/PopularWithFlashSale';
import Promotions from '@/features/home/sections/Promotions';
import CashbackWidget from '@/features/home/widgets/CashbackWidget';
import Countdown from '@/features/home/widgets/Countdown';
import { zoneIdsSet } from '@/store/slices/location';
import { pizza } from '../../domain/cart/fixtures';
import { apiRef, createFakeApi, mockRouter, renderWithProviders, resetRouter } from '../testUtils';

// The quick view and the countdown inside the teaser are chunks of their own.
jest.mock('next/dynamic', () => ({
  __esModule: true,
  default: (): ComponentType => {
    const Dynamic = () => null;
    return Dynamic;
  },
}));

/** The carousel sections and widgets are plain elements: no MUI class anywhere (ADR 0001). */
function expectNoMui(container: HTMLElement) {
  expect(container.querySelector('[class*="Mui"], [class*="css-"]')).toBeNull();
}

beforeEach(() => resetRouter({}, '/home'));

describe('BannerCarousel (R-HOME-3)', () => {
  const banners: Banner[] = [
    {
      id: 1,
      title: 'Weekend feast',
      type: 'default',
      link: '/store/popular',
      image_full_url: '/a.png',
    },
    { id: 2, title: null, type: 'item_wise', item: pizza, image_full_url: '/b.png' },
    { id: 3, title: 'Nothing to open', type: 'store_wise', store: null, image_full_url: null },
  ];

  it('labels each banner link or button; the first banner loads at once', () => {
    const { container } = renderWithProviders(
      <BannerCarousel banners={banners} moduleType="food" />,
    );
    const region = screen.getByRole('region', { name: 'Banners' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slide = (index: number) =>
      container.querySelector<HTMLElement>(
        `.slick-slide:not(.slick-cloned)[data-index="${index}"]`,
      ) as HTMLElement;
    const link = within(slide(0)).getByRole('link', { hidden: true });
    expect(link).toHaveAttribute('aria-label', 'Weekend feast');
    expect(link).toHaveAttribute('href', '/store/popular');
    expect(within(link).getByText('Weekend feast').tagName).toBe('SPAN');
    expect(link.querySelector('img')).toHaveAttribute('loading', 'eager');
    // Food opens an item banner in the quick view.
    const button = within(slide(1)).getByRole('button', { hidden: true });
    expect(button).toHaveAttribute('aria-label', 'Banner');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('type', 'button');
    // A banner without a target is a picture only.
    expect(within(slide(2)).queryByRole('link', { hidden: true })).toBeNull();
    expect(within(slide(2)).queryByRole('button', { hidden: true })).toBeNull();
    expectNoMui(container);
  });

  it('mirrors in Arabic: a right-to-left carousel whose previous arrow points right', () => {
    mockRouter.locale = 'ar';
    try {
      const many = [1, 2, 3, 4].map((id) => ({ ...banners[0], id }));
      renderWithProviders(<BannerCarousel banners={many} moduleType="food" />);
      expect(screen.getByRole('region', { name: 'Banners' })).toHaveAttribute('dir', 'rtl');
      const previous = screen.getByRole('button', { name: 'Previous' });
      const next = screen.getByRole('button', { name: 'Next' });
      expect(previous.className).toMatch(/right/);
      expect(next.className).toMatch(/left/);
    } finally {
      mockRouter.locale = 'en';
    }
  });
});

describe('Promotions (R-HOME-12)', () => {
  const ads: Advertisement[] = [
    {
      id: 1,
      store_id: 3,
      add_type: 'video_promotion',
      title: 'Inside the kitchen',
      video_attachment_full_url: '/kitchen.mp4',
      cover_image_full_url: '/kitchen.png',
      is_rating_active: 1,
      is_review_active: 1,
      average_rating: 4.36,
      reviews_comments_count: 12,
    },
    { id: 2, store_id: 4, add_type: 'store_promotion', title: 'Wood-fired pizza' },
  ];

  it('starts the first video and toggles it with a pressed button that names its action', async () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    try {
      const { container, user } = renderWithProviders(<Promotions ads={ads} moduleType="food" />);
      expect(screen.getByRole('heading', { name: 'Promotional Highlights' })).toBeInTheDocument();
      const toggle = await screen.findByRole('button', { name: 'Pause video' });
      expect(play).toHaveBeenCalledTimes(1);
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
      const card = toggle.closest('.card') as HTMLElement;
      expect(within(card).getByLabelText('Inside the kitchen').tagName).toBe('VIDEO');
      expect(within(card).getByText('4.4')).toBeInTheDocument();
      expect(within(card).getByText('(12 reviews)')).toBeInTheDocument();
      await user.click(toggle);
      expect(pause).toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Play video' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      expectNoMui(container);
    } finally {
      play.mockRestore();
      pause.mockRestore();
    }
  });
});

describe('CouponSlider (R-HOME-13)', () => {
  const coupons: ListedCoupon[] = [
    { id: 1, code: 'SAVE20', discount: 20, discount_type: 'percent', title: 'Groceries' },
    { id: 2, code: 'FREESHIP', discount: 0, discount_type: 'amount', coupon_type: 'free_delivery' },
  ];

  it('shows each coupon with its code and a copy button that says Copied', async () => {
    const { container, user } = renderWithProviders(<CouponSlider coupons={coupons} />);
    expect(screen.getByRole('heading', { name: 'Coupons', level: 2 })).toBeInTheDocument();
    const active = container.querySelector<HTMLElement>('.slick-active') as HTMLElement;
    expect(within(active).getByText('20% OFF')).toBeInTheDocument();
    expect(within(active).getByText('SAVE20').tagName).toBe('CODE');
    await user.click(within(active).getByRole('button', { name: 'Copy code SAVE20' }));
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe('SAVE20');
    expect(within(active).getByRole('button', { name: 'Copied' })).toHaveTextContent('Copied');
    expect(container.querySelectorAll('.slick-dots button')).toHaveLength(2);
    expectNoMui(container);
  });
});

describe('PopularWithFlashSale (R-HOME-5)', () => {
  const sale: FlashSale = {
    id: 4,
    title: 'Fresh Flash Sale',
    start_date: '2026-11-01',
    end_date: '2030-01-01',
    active_products: [
      { id: 9, item_id: pizza.id, stock: 50, sold: 10, available_stock: 40, item: pizza },
    ],
  };

  it('shows the teaser with its link, countdown slot and sold progress', () => {
    const { container } = renderWithProviders(
      <PopularWithFlashSale items={[]} sale={sale} title="Popular Items Nearby" />,
    );
    const teaser = container.querySelector<HTMLElement>(
      '[data-section="flash-sale"]',
    ) as HTMLElement;
    expect(teaser.tagName).toBe('SECTION');
    expect(within(teaser).getByRole('heading', { level: 2 })).toHaveTextContent('Fresh Flash Sale');
    expect(teaser).toHaveAttribute('aria-labelledby', 'flash-sale-title');
    expect(within(teaser).getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/flash-sales?id=4',
    );
    const progress = within(teaser).getByRole('progressbar', { name: 'Sold', hidden: true });
    expect(progress).toHaveAttribute('aria-valuenow', '25');
    expectNoMui(container);
  });

  it('leaves the teaser out when the sale has no products', () => {
    const { container } = renderWithProviders(
      <PopularWithFlashSale
        items={[]}
        sale={{ ...sale, active_products: [] }}
        title="Popular Items Nearby"
      />,
    );
    expect(container.querySelector('[data-section="flash-sale"]')).toBeNull();
  });
});

describe('Countdown', () => {
  it('is a labelled timer of four boxes hidden from assistive technology', () => {
    jest.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') });
    try {
      const { container } = renderWithProviders(<Countdown end="2026-11-28T12:30:00Z" />);
      const timer = screen.getByRole('timer');
      expect(timer).toHaveAttribute('aria-label', 'Ends in 1 days 2 hours 30 minutes');
      expect(timer.children).toHaveLength(4);
      expect(timer.children[0]).toHaveAttribute('aria-hidden', 'true');
      expect(timer.children[0]).toHaveTextContent('01Days');
      act(() => jest.advanceTimersByTime(1000));
      expect(timer.children[3]).toHaveTextContent('59Secs');
      expectNoMui(container);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('CashbackWidget (R-HOME-16)', () => {
  it('toggles the members’ offers panel from its floating button', async () => {
    const cashbackList = jest.fn(async () => [
      { id: 1, title: 'Weekend cashback', cashback_type: 'percentage', cashback_amount: 5 },
      { id: 2, cashback_type: 'amount', cashback_amount: 10, min_purchase: 100 },
    ]);
    apiRef.current = { ...createFakeApi(), catalog: { cashbackList } } as unknown as Api;
    const { container, store, user } = renderWithProviders(<CashbackWidget moduleId={1} />, {
      token: 'member-token',
    });
    act(() => {
      store.dispatch(zoneIdsSet('[1]'));
    });
    const toggle = await screen.findByRole('button', { name: 'Cashback' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', 'cashback-panel');
    const panel = screen.getByRole('region', { name: 'Cashback offers' });
    const offers = within(panel).getAllByRole('listitem');
    expect(offers).toHaveLength(2);
    expect(offers[0]).toHaveTextContent('5% cashback');
    expect(offers[1]).toHaveTextContent('Min purchase');
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Cashback offers' })).toBeNull();
    expectNoMui(container);
  });

  it('shows nothing to a guest', () => {
    const cashbackList = jest.fn();
    apiRef.current = { ...createFakeApi(), catalog: { cashbackList } } as unknown as Api;
    const { container } = renderWithProviders(<CashbackWidget moduleId={1} />);
    expect(container).toBeEmptyDOMElement();
    expect(cashbackList).not.toHaveBeenCalled();
  });
});
