import dynamic from 'next/dynamic';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import type { ModuleType } from '@/api/types';
import { type HomeSectionId, visibleHomeSections } from '@/domain/home/sections';
import { welcomeRequested } from '@/domain/home/welcome';
import { useAppSelector } from '@/store/hooks';
import { Icon } from '@/components/icons/Icon';
import CategoryStrip from './sections/CategoryStrip';
import ItemSection from './sections/ItemSection';
import StoreSection from './sections/StoreSection';
import type { ModuleHomeData } from './types';
import styles from './moduleHome.module.css';
import { ReviewPromptHost } from '@/features/reviews/ReviewPromptHost';

// Sections with a carousel, tabs or timers load as their own chunks (server-rendered all the same),
// so the page's first-load script stays small; react-slick and its CSS come with them.
const BannerCarousel = dynamic(() => import('./sections/BannerCarousel'));
const SpecialOffers = dynamic(() => import('./sections/SpecialOffers'));
const PopularWithFlashSale = dynamic(() => import('./sections/PopularWithFlashSale'));
const TabbedItems = dynamic(() => import('./sections/TabbedItems'));
const NewArrivals = dynamic(() => import('./sections/NewArrivals'));
const FeaturedCategories = dynamic(() => import('./sections/FeaturedCategories'));
const Promotions = dynamic(() => import('./sections/Promotions'));
const Campaigns = dynamic(() => import('./sections/Campaigns'));
const HomeBrands = dynamic(() => import('./sections/HomeBrands'));
const CouponSlider = dynamic(() => import('./sections/CouponSlider'));
const CommonConditions = dynamic(() => import('./sections/CommonConditions'));
const BestStores = dynamic(() => import('./sections/BestStores'));
const SectionBanner = dynamic(() => import('./sections/SectionBanner'));
// Browser-only parts: signed-in strips and widgets, the tracking panel, the welcome modal.
const VisitAgain = dynamic(() => import('./sections/VisitAgain'), { ssr: false });
const CashbackWidget = dynamic(() => import('./widgets/CashbackWidget'), { ssr: false });
const TrackOrderPanel = dynamic(() => import('./widgets/TrackOrderPanel'), { ssr: false });
const WelcomeModal = dynamic(() => import('./widgets/WelcomeModal'), { ssr: false });

const noSubscription = () => () => {};

/** How many entries each section has: a section renders only when it has some. */
function sectionSizes(data: ModuleHomeData): Partial<Record<HomeSectionId, number>> {
  return {
    banners: data.banners.length,
    categories: data.categories.length,
    popularItems: data.popularItems.length + (data.flashSale?.active_products?.length ?? 0),
    popularStores: data.popularStores.length,
    bestReviewed: data.bestReviewed.length,
    recommended: data.recommended.length,
    newArrivals: data.newArrivals.products.length,
    featuredCategories: data.featuredCategories.categories.length
      ? data.featuredCategories.products.length
      : 0,
    specialOffers: data.specialOffers.length,
    promotions: data.advertisements.length,
    campaigns: data.campaigns.length + data.campaignItems.length,
    newStores: data.newStores.length,
    brands: data.brands.length,
    coupons: data.coupons.length,
    commonConditions: data.conditions.length,
    basicMedicine: data.basicMedicine.length,
    featuredStores: data.featuredStores.length,
    bestStores: data.bestStores.length,
    promotionalBanner: data.sectionBanners.promotional ? 1 : 0,
    bottomBanner: data.sectionBanners.bottom ? 1 : 0,
  };
}

/** The floating track-order button; the panel's code loads on the first open. */
function TrackOrderButton() {
  const { t } = useTranslation('home');
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.trackButton}
        aria-label={t('Track your order')}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Icon name="shipping" />
      </button>
      {loaded ? <TrackOrderPanel open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/**
 * The module home (R-HOME-2): every
 * section for the visitor's zone and module, in the module's order, each only when it has data;
 * the visited stores, cashback widget, order-tracking panel and welcome modal run in the browser.
 */
export function ModuleHomeScreen({
  data,
  moduleId,
  moduleName,
  moduleType,
}: {
  data: ModuleHomeData;
  moduleId: number;
  moduleName: string | null;
  moduleType: ModuleType | null;
}) {
  const { t } = useTranslation('home');
  const token = useAppSelector((state) => state.session.token);
  // The welcome flag lives in local storage: false on the server, read on hydration.
  const welcome = useSyncExternalStore(
    noSubscription,
    () => welcomeRequested(window.localStorage),
    () => false,
  );
  const food = moduleType === 'food';
  const sections = visibleHomeSections(moduleType, sectionSizes(data));
  const serverSections = sections.filter((id) => id !== 'visitAgain');

  const render: Record<HomeSectionId, () => ReactNode> = {
    banners: () => <BannerCarousel banners={data.banners} moduleType={moduleType} />,
    categories: () => <CategoryStrip categories={data.categories} moduleId={moduleId} />,
    visitAgain: () => <VisitAgain moduleId={moduleId} moduleType={moduleType} />,
    popularItems: () => (
      <PopularWithFlashSale
        items={data.popularItems}
        sale={data.flashSale}
        title={food ? t('Popular Foods Nearby') : t('Popular Items Nearby')}
      />
    ),
    popularStores: () => (
      <StoreSection
        id="popular-stores"
        title={food ? t('Popular Restaurants') : t('Popular Stores')}
        stores={data.popularStores}
        moduleType={moduleType}
        action={{ href: '/store/popular', label: t('View all') }}
      />
    ),
    bestReviewed: () => (
      <TabbedItems
        id="best-reviewed"
        title={food ? t('Best Reviewed Foods') : t('Best Reviewed Items')}
        items={data.bestReviewed}
        banner={data.sectionBanners.bestReviewed}
      />
    ),
    recommended: () => (
      <TabbedItems id="recommended" title={t("Item That You'll Love")} items={data.recommended} />
    ),
    newArrivals: () => (
      <NewArrivals
        products={data.newArrivals.products}
        categories={data.newArrivals.categories}
        banner={data.sectionBanners.newArrival}
      />
    ),
    featuredCategories: () => (
      <FeaturedCategories
        categories={data.featuredCategories.categories}
        products={data.featuredCategories.products}
      />
    ),
    specialOffers: () => (
      <SpecialOffers items={data.specialOffers} moduleId={moduleId} title={t('Special Offers')} />
    ),
    promotions: () => <Promotions ads={data.advertisements} moduleType={moduleType} />,
    campaigns: () => (
      <Campaigns campaigns={data.campaigns} items={data.campaignItems} moduleId={moduleId} />
    ),
    newStores: () => (
      <StoreSection
        id="new-stores"
        title={t('Whats New')}
        stores={data.newStores}
        moduleType={moduleType}
        action={{ href: '/store/latest', label: t('View all') }}
      />
    ),
    brands: () => <HomeBrands brands={data.brands} moduleId={moduleId} />,
    coupons: () => <CouponSlider coupons={data.coupons} />,
    commonConditions: () => (
      <CommonConditions
        conditions={data.conditions}
        first={data.firstConditionItems}
        moduleId={moduleId}
      />
    ),
    basicMedicine: () => (
      <ItemSection
        id="basic-medicine"
        title={t('Basic Medicine Nearby')}
        items={data.basicMedicine}
      />
    ),
    featuredStores: () => (
      <StoreSection
        id="featured-stores"
        title={t('Featured Stores')}
        stores={data.featuredStores}
        moduleType={moduleType}
      />
    ),
    bestStores: () => (
      <BestStores
        stores={data.bestStores}
        moduleType={moduleType}
        title={food ? t('Best Restaurants') : t('Best Stores')}
      />
    ),
    promotionalBanner: () =>
      data.sectionBanners.promotional ? (
        <SectionBanner
          id="promotional-banner"
          src={data.sectionBanners.promotional}
          label={t('Promotion')}
        />
      ) : null,
    bottomBanner: () =>
      data.sectionBanners.bottom ? (
        <SectionBanner id="bottom-banner" src={data.sectionBanners.bottom} label={t('Promotion')} />
      ) : null,
  };

  return (
    <div className={styles.container}>
      <h1 className="visually-hidden">{moduleName ?? t('Home')}</h1>
      {serverSections.length === 0 ? (
        <p className={styles.empty}>{t('Nothing is available in this module in your area yet.')}</p>
      ) : null}
      {sections.map((id) => (
        <div key={id} data-home-section={id}>
          {render[id]()}
        </div>
      ))}
      <TrackOrderButton />
      {token ? <CashbackWidget moduleId={moduleId} /> : null}
      {welcome ? <WelcomeModal /> : null}
      {/* A member with a delivered order to rate is asked here too (one dialog at a time). */}
      {token && !welcome ? <ReviewPromptHost /> : null}
    </div>
  );
}
