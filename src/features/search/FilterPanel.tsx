import { useId, useState } from 'react';
import { Checkbox, Radio } from '@/components/ui/Choice';
import { RangeSlider } from '@/components/ui/RangeSlider';
import ui from '@/components/ui/ui.module.css';
import { useTranslation } from '@/lib/i18n/useTranslation';
import {
  BUILT_IN_FILTER_LABELS,
  BUILT_IN_FILTERS,
  movePriceThumb,
  normalizePrice,
  PRICE_GAP,
  PRICE_MAX,
  PRICE_MIN,
  RATING_CHOICES,
  type SearchState,
} from '@/domain/search/filters';
import type { TreeNode } from '@/domain/search/tree';
import { SEARCH_NAMESPACES } from '../listing/i18n';
import { TreeFilter } from './TreeFilter';
import styles from './filterPanel.module.css';

export interface FilterPanelProps {
  state: SearchState;
  onChange: (next: SearchState) => void;
  categories: TreeNode[];
  brands: TreeNode[];
}

/** The price range: 0 to 20000 with a minimum gap of 1; the range is applied when a thumb is let go. */
function PriceFilter({ state, onChange }: Pick<FilterPanelProps, 'state' | 'onChange'>) {
  const { t } = useTranslation(SEARCH_NAMESPACES);
  const applied: [number, number] = state.price ?? [PRICE_MIN, PRICE_MAX];
  // The parent remounts this (key) when the applied range changes, e.g. a removed chip.
  const [value, setValue] = useState<[number, number]>(applied);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('Price')}</legend>
      <RangeSlider
        value={value}
        min={PRICE_MIN}
        max={PRICE_MAX}
        step={PRICE_GAP}
        labels={[t('Minimum price'), t('Maximum price')]}
        onChange={(next, thumb) => setValue(movePriceThumb(value, next, thumb))}
        onCommit={() => onChange({ ...state, price: normalizePrice(value[0], value[1]) })}
      />
      <p className={`${ui.body2} ${ui.secondary}`}>
        <bdi>{value[0]}</bdi> – <bdi>{value[1]}</bdi>
      </p>
    </fieldset>
  );
}

/** The minimum rating: any, or one of the star thresholds. */
function RatingFilter({ state, onChange }: Pick<FilterPanelProps, 'state' | 'onChange'>) {
  const { t } = useTranslation(SEARCH_NAMESPACES);
  // Own name per panel: the sidebar's and the drawer's groups are both in the page.
  const name = useId();
  const choose = (rating: number | null) => onChange({ ...state, rating });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('Rating')}</legend>
      <Radio
        name={name}
        value=""
        label={t('Any rating')}
        checked={!state.rating}
        onChange={() => choose(null)}
        className={styles.choice}
      />
      {RATING_CHOICES.map((rating) => (
        <Radio
          key={rating}
          name={name}
          value={String(rating)}
          label={t('{{rating}}+ stars', { rating })}
          checked={state.rating === rating}
          onChange={() => choose(rating)}
          className={styles.choice}
        />
      ))}
    </fieldset>
  );
}

/**
 * The results filters (R-SEARCH-3): built-in filters, the category and brand
 * trees, the price range (items) and a minimum rating. Shown as a sidebar on wide screens and in a
 * drawer on small ones, each with its own selection.
 */
export default function FilterPanel({ state, onChange, categories, brands }: FilterPanelProps) {
  const { t } = useTranslation(SEARCH_NAMESPACES);
  const isItems = state.tab === 'item';
  const toggleFilter = (filter: (typeof BUILT_IN_FILTERS)[number]) =>
    onChange({
      ...state,
      filters: state.filters.includes(filter)
        ? state.filters.filter((entry) => entry !== filter)
        : BUILT_IN_FILTERS.filter((entry) => entry === filter || state.filters.includes(entry)),
    });
  const divider = <hr className={ui.divider} />;
  return (
    <div className={styles.panel}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('Filter')}</legend>
        {BUILT_IN_FILTERS.map((filter) => (
          <Checkbox
            key={filter}
            label={t(BUILT_IN_FILTER_LABELS[filter])}
            checked={state.filters.includes(filter)}
            onChange={() => toggleFilter(filter)}
            className={styles.choice}
          />
        ))}
      </fieldset>
      {divider}
      <TreeFilter
        title={t('Categories')}
        tree={categories}
        selected={state.categoryIds}
        onChange={(categoryIds) => onChange({ ...state, categoryIds })}
      />
      {isItems && brands.length ? (
        <>
          {divider}
          <TreeFilter
            title={t('Brands')}
            tree={brands}
            selected={state.brandIds}
            onChange={(brandIds) => onChange({ ...state, brandIds })}
          />
        </>
      ) : null}
      {isItems ? (
        <>
          {divider}
          <PriceFilter key={state.price?.join('-') ?? 'all'} state={state} onChange={onChange} />
        </>
      ) : null}
      {divider}
      <RatingFilter state={state} onChange={onChange} />
    </div>
  );
}
