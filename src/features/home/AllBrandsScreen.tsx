import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import type { Brand } from '@/api/catalogTypes';
import { TextField } from '@/components/ui/TextField';
import { BRAND_SORTS, sortBrands, type BrandSort } from '@/domain/home/brands';
import { BrandGrid, BrandTile } from './sections/BrandGrid';
import styles from './allBrands.module.css';

const SORT_LABELS: Record<BrandSort, string> = {
  default: 'Default',
  AtoZ: 'A to Z',
  ZtoA: 'Z to A',
};

const isBrandSort = (value: string): value is BrandSort =>
  (BRAND_SORTS as readonly string[]).includes(value);

/** /all-brands: every brand of the module with the three sorts (default, AtoZ, ZtoA). */
export function AllBrandsScreen({ brands, moduleId }: { brands: Brand[]; moduleId: number }) {
  const { t } = useTranslation('home');
  const { locale = 'en' } = useRouter();
  const [sort, setSort] = useState<BrandSort>('default');
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('All Brands')}</h1>
        <TextField
          select
          id="brand-sort"
          label={t('Sort by')}
          size="small"
          fullWidth={false}
          className={styles.sort}
          value={sort}
          onChange={(event) => {
            if (isBrandSort(event.target.value)) setSort(event.target.value);
          }}
        >
          {BRAND_SORTS.map((value) => (
            <option key={value} value={value}>
              {t(SORT_LABELS[value])}
            </option>
          ))}
        </TextField>
      </div>
      <BrandGrid label={t('All Brands')}>
        {sortBrands(brands, sort, locale).map((brand) => (
          <li key={brand.id}>
            <BrandTile brand={brand} moduleId={moduleId} />
          </li>
        ))}
      </BrandGrid>
    </div>
  );
}
