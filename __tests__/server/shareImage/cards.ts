import type { ShareCard } from '@/lib/seo/shareCard';

/** Cards drawn by the share image tests, with pictures from public/demo. */
export const englishProductCard: ShareCard = {
  kind: 'product',
  locale: 'en',
  direction: 'ltr',
  title: 'Strawberry Shortcake',
  subtitle: 'Casa Pizza Napoli',
  price: '39.00 DH',
  oldPrice: '45.00 DH',
  rating: '4.7 (123)',
  note: null,
  image: 'https://shop.test/demo/product/cake-strawberry.svg',
  logo: null,
  color: '#C2410C',
  siteName: 'Atlas Mart',
  siteLogo: 'https://shop.test/demo/business/logo.svg',
};

export const arabicProductCard: ShareCard = {
  ...englishProductCard,
  locale: 'ar',
  direction: 'rtl',
  title: 'كعكة الفراولة',
  subtitle: 'كازا بيتزا نابولي',
  siteName: 'أطلس مارت',
};
