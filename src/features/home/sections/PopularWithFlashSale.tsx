import dynamic from 'next/dynamic';
import NextLink from '@/components/AppLink';
import { ButtonLink } from '@/components/ui/Button';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { FlashSale, Item } from '@/api/catalogTypes';
import { AppImage } from '@/components/AppImage';
import { Price } from '@/components/catalog/Price';
import { productHref } from '@/domain/catalog/links';
import { flashSaleProgress } from '@/domain/home/countdown';
import { useConfig } from '@/hooks/useConfig';
import { classNames } from '@/lib/classNames';
import { Carousel } from '../parts/Carousel';
import { HomeSection } from '../parts/HomeSection';
import { ItemRowsStrip } from '../parts/Strips';
import { ClientOnly } from '@/components/ClientOnly';
import styles from './popularWithFlashSale.module.css';

// The countdown's boxes are 52 px tall: the placeholder keeps their place until they tick.
const countdownPlaceholder = <div className={styles.countdownPlaceholder} />;
const Countdown = dynamic(() => import('../widgets/Countdown'), {
  ssr: false,
  loading: () => countdownPlaceholder,
});

/** R-HOME-5: flash-sale teaser 15 products, autoplay 4000 ms, speed 800. */
const AUTOPLAY_MS = 4000;
const SPEED_MS = 800;

function FlashSaleTeaser({ sale }: { sale: FlashSale }) {
  const { t } = useTranslation('home');
  const config = useConfig();
  const products = sale.active_products ?? [];
  return (
    <section aria-labelledby="flash-sale-title" data-section="flash-sale" className={styles.sale}>
      <div className={styles.saleHead}>
        <h2 id="flash-sale-title" className={styles.saleTitle}>
          {sale.title || t('Flash Sale')}
        </h2>
        <ButtonLink
          href={`/flash-sales?id=${sale.id}`}
          size="small"
          color="inherit"
          style={{ textDecoration: 'underline' }}
        >
          {t('View all')}
        </ButtonLink>
      </div>
      <p className={styles.saleText}>{t('Hurry up! The offer is limited. Grab while it lasts')}</p>
      <div className={styles.countdown}>
        <ClientOnly fallback={countdownPlaceholder}>
          <Countdown end={sale.end_date} />
        </ClientOnly>
      </div>
      <Carousel
        label={sale.title || t('Flash Sale')}
        settings={{
          slidesToShow: 1,
          slidesToScroll: 1,
          autoplay: products.length > 1,
          autoplaySpeed: AUTOPLAY_MS,
          speed: SPEED_MS,
          infinite: products.length > 1,
          dots: false,
          arrows: false,
          pauseOnHover: true,
        }}
      >
        {products.map((line) => {
          const item: Item = line.item;
          const progress = flashSaleProgress(line.sold, line.available_stock);
          return (
            <div key={line.id}>
              <NextLink href={productHref(item)} className={styles.product}>
                <div className={styles.productImage}>
                  {item.image_full_url ? (
                    <AppImage
                      src={item.image_full_url}
                      alt=""
                      fill
                      sizes="96px"
                      style={{ objectFit: 'cover' }}
                    />
                  ) : null}
                </div>
                <div className={styles.productText}>
                  <p className={styles.productName}>{item.name}</p>
                  <Price item={item} config={config} />
                  {/* MUI's determinate LinearProgress, as a plain progress bar. */}
                  <div
                    role="progressbar"
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(progress)}
                    aria-label={t('Sold')}
                    className={styles.progress}
                  >
                    <div className={styles.progressBar} style={{ width: `${progress}%` }} />
                  </div>
                  <span className={styles.stock}>
                    {t('Sold')}: <bdi>{line.sold}</bdi> · {t('Available')}:{' '}
                    <bdi>{line.available_stock}</bdi>
                  </span>
                </div>
              </NextLink>
            </div>
          );
        })}
      </Carousel>
    </section>
  );
}

/**
 * Popular items nearby beside the flash-sale teaser (R-HOME-5:
 * the teaser shows only while the sale has active products).
 */
export default function PopularWithFlashSale({
  items,
  sale,
  title,
}: {
  items: Item[];
  sale: FlashSale | null;
  title: string;
}) {
  const hasSale = Boolean(sale?.active_products?.length);
  return (
    <div className={classNames(styles.layout, hasSale && styles.withSale)}>
      {items.length ? (
        <HomeSection id="popular-items" title={title} flush>
          <ItemRowsStrip items={items} label={title} />
        </HomeSection>
      ) : null}
      {hasSale && sale ? <FlashSaleTeaser sale={sale} /> : null}
    </div>
  );
}
