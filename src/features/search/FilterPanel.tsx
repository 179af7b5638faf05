import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
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

export interface FilterPanelProps {
  state: SearchState;
  onChange: (next: SearchState) => void;
  categories: TreeNode[];
  brands: TreeNode[];
}

/** The price slider: 0 to 20000 with a minimum gap of 1; the range is applied when a thumb is let go. */
function PriceFilter({ state, onChange }: Pick<FilterPanelProps, 'state' | 'onChange'>) {
  const { t } = useTranslation(SEARCH_NAMESPACES);
  const applied: [number, number] = state.price ?? [PRICE_MIN, PRICE_MAX];
  // The parent remounts this (key) when the applied range changes, e.g. a removed chip.
  const [value, setValue] = useState<[number, number]>(applied);
  return (
    <Box>
      <Typography id="price-filter-label" sx={{ fontWeight: 700 }}>
        {t('Price')}
      </Typography>
      <Box sx={{ px: 1.5 }}>
        <Slider
          value={value}
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={PRICE_GAP}
          disableSwap
          valueLabelDisplay="auto"
          getAriaLabel={(index) => (index === 0 ? t('Minimum price') : t('Maximum price'))}
          onChange={(_event, next, activeThumb) =>
            setValue(movePriceThumb(value, next as [number, number], activeThumb))
          }
          onChangeCommitted={() =>
            onChange({ ...state, price: normalizePrice(value[0], value[1]) })
          }
        />
      </Box>
      <Typography variant="body2" color="textSecondary">
        <bdi>{value[0]}</bdi> – <bdi>{value[1]}</bdi>
      </Typography>
    </Box>
  );
}

/**
 * The results filters (R-SEARCH-3): built-in filters, the category and brand
 * trees, the price slider (items) and a minimum rating. Shown as a sidebar on wide screens and in a
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
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
          {t('Filter')}
        </Typography>
        {BUILT_IN_FILTERS.map((filter) => (
          <FormControlLabel
            key={filter}
            control={
              <Checkbox
                size="small"
                checked={state.filters.includes(filter)}
                onChange={() => toggleFilter(filter)}
              />
            }
            label={t(BUILT_IN_FILTER_LABELS[filter])}
            sx={{ display: 'flex' }}
          />
        ))}
      </Box>
      <Divider />
      <TreeFilter
        title={t('Categories')}
        tree={categories}
        selected={state.categoryIds}
        onChange={(categoryIds) => onChange({ ...state, categoryIds })}
      />
      {isItems && brands.length ? (
        <>
          <Divider />
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
          <Divider />
          <PriceFilter key={state.price?.join('-') ?? 'all'} state={state} onChange={onChange} />
        </>
      ) : null}
      <Divider />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
          {t('Rating')}
        </Typography>
        <RadioGroup
          value={state.rating ? String(state.rating) : ''}
          onChange={(event) => onChange({ ...state, rating: Number(event.target.value) || null })}
        >
          <FormControlLabel value="" control={<Radio size="small" />} label={t('Any rating')} />
          {RATING_CHOICES.map((rating) => (
            <FormControlLabel
              key={rating}
              value={String(rating)}
              control={<Radio size="small" />}
              label={t('{{rating}}+ stars', { rating })}
            />
          ))}
        </RadioGroup>
      </Box>
    </Box>
  );
}
