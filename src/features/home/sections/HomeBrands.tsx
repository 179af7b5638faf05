import NextLink from '@/components/AppLink';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { Brand } from '@/api/catalogTypes';
import { homeBrands } from '@/domain/home/brands';
import { HomeSection } from '../parts/HomeSection';
import { BrandGrid, BrandTile } from './BrandGrid';
import styles from './homeBrands.module.css';

/**
 * The home brand grid (R-HOME-15): a first tile leading to /all-brands, then 8 brands;
 * 4 columns on medium screens.
 */
export default function HomeBrands({ brands, moduleId }: { brands: Brand[]; moduleId: number }) {
  const { t } = useTranslation('home');
  return (
    <HomeSection id="brands" title={t('Brands')}>
      <BrandGrid label={t('Brands')}>
        <li>
          <NextLink href="/all-brands" className={styles.allBrands}>
            <span className={styles.allTitle}>{t('Shop by brand')}</span>
            <span className={styles.allLink}>{t('View all brands')}</span>
          </NextLink>
        </li>
        {homeBrands(brands).map((brand) => (
          <li key={brand.id}>
            <BrandTile brand={brand} moduleId={moduleId} />
          </li>
        ))}
      </BrandGrid>
    </HomeSection>
  );
}
