import {
  breadcrumbJsonLd,
  currencyCode,
  openingHours,
  productJsonLd,
  storeJsonLd,
  storeSchemaType,
} from '@/domain/catalog/jsonLd';

describe('currencyCode', () => {
  it('maps DH to MAD, else uses currency_code, else nothing', () => {
    expect(currencyCode({ currency_symbol: 'DH', currency_code: 'EUR' })).toBe('MAD');
    expect(currencyCode({ currency_symbol: 'dh' })).toBe('MAD');
    expect(currencyCode({ currency_symbol: '€', currency_code: 'eur' })).toBe('EUR');
    expect(currencyCode({ currency_symbol: '$' })).toBeNull();
    expect(currencyCode({ currency_symbol: '$', currency_code: 'dollars' })).toBeNull();
    expect(currencyCode(null)).toBeNull();
  });
});

describe('productJsonLd', () => {
  const item = {
    id: 12,
    name: 'Fresh Milk',
    price: 20,
    discount: 10,
    discount_type: 'percent',
    store_discount: 0,
    stock: 3,
    module_type: 'grocery',
    avg_rating: 4.456,
    rating_count: 8,
    store_name: 'Marjane Market',
  };

  it('describes the product with an offer after discount and the rating', () => {
    expect(
      productJsonLd({
        item,
        url: 'https://shop.test/product/fresh-milk',
        images: ['https://shop.test/milk.png'],
        description: 'Whole milk',
        brand: 'Atlas Dairy',
        currency: 'MAD',
        digits: 2,
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Fresh Milk',
      image: ['https://shop.test/milk.png'],
      description: 'Whole milk',
      sku: '12',
      brand: { '@type': 'Brand', name: 'Atlas Dairy' },
      offers: {
        '@type': 'Offer',
        url: 'https://shop.test/product/fresh-milk',
        price: 18,
        priceCurrency: 'MAD',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: 'Marjane Market' },
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.46,
        ratingCount: 8,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it('omits what is unknown and marks out-of-stock items', () => {
    const data = productJsonLd({
      item: { ...item, stock: 0, rating_count: 0, store_name: null },
      url: 'https://shop.test/product/12',
      images: [],
      currency: null,
      digits: 2,
    });
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('brand');
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data.offers).toEqual({
      '@type': 'Offer',
      url: 'https://shop.test/product/12',
      price: 18,
      availability: 'https://schema.org/OutOfStock',
    });
  });
});

describe('store structured data', () => {
  it('picks the schema.org type by module', () => {
    expect(storeSchemaType('food')).toBe('Restaurant');
    expect(storeSchemaType('grocery')).toBe('GroceryStore');
    expect(storeSchemaType('pharmacy')).toBe('Pharmacy');
    expect(storeSchemaType('ecommerce')).toBe('Store');
    expect(storeSchemaType(undefined)).toBe('Store');
  });

  it('groups days that share opening hours', () => {
    expect(
      openingHours([
        { day: 1, opening_time: '09:00:00', closing_time: '22:00:00' },
        { day: 0, opening_time: '10:00:00', closing_time: '18:00:00' },
        { day: 2, opening_time: '09:00:00', closing_time: '22:00:00' },
        { day: 9, opening_time: '09:00:00', closing_time: '22:00:00' },
      ]),
    ).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Sunday'],
        opens: '10:00',
        closes: '18:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday'],
        opens: '09:00',
        closes: '22:00',
      },
    ]);
    expect(openingHours(undefined)).toEqual([]);
  });

  it('describes the store with address, geo, hours and rating', () => {
    const data = storeJsonLd({
      store: {
        name: 'Casa Pizza Napoli',
        address: '12 Boulevard d’Anfa, Casablanca',
        phone: '+212522000101',
        latitude: '33.5883',
        longitude: '-7.6114',
        avg_rating: 4.29,
        rating_count: 1992,
        schedules: [{ day: 3, opening_time: '00:00:00', closing_time: '23:59:59' }],
        logo_full_url: 'https://shop.test/logo.png',
        cover_photo_full_url: 'https://shop.test/cover.png',
      },
      moduleType: 'food',
      url: 'https://shop.test/store/casa-pizza-napoli',
      country: 'MA',
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Casa Pizza Napoli',
      url: 'https://shop.test/store/casa-pizza-napoli',
      image: ['https://shop.test/cover.png', 'https://shop.test/logo.png'],
      logo: 'https://shop.test/logo.png',
      telephone: '+212522000101',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Boulevard d’Anfa, Casablanca',
        addressCountry: 'MA',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 33.5883, longitude: -7.6114 },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Wednesday'],
          opens: '00:00',
          closes: '23:59',
        },
      ],
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.29,
        ratingCount: 1992,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it('leaves out missing parts', () => {
    const data = storeJsonLd({
      store: { name: 'Shop', latitude: '', longitude: null, rating_count: 0 },
      moduleType: 'ecommerce',
      url: 'https://shop.test/store/shop',
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Store',
      name: 'Shop',
      url: 'https://shop.test/store/shop',
    });
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: 'https://shop.test/' },
        { name: 'Casa Pizza', url: 'https://shop.test/store/casa-pizza' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.test/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Casa Pizza',
          item: 'https://shop.test/store/casa-pizza',
        },
      ],
    });
  });
});
