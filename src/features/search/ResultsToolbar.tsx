import { useTranslation } from '@/lib/i18n/useTranslation';
import { PathIcon } from '@/components/icons/Icon';
import { GRID_VIEW_ROUNDED } from '@/components/icons/material/GridViewRounded';
import { TUNE_ROUNDED } from '@/components/icons/material/TuneRounded';
import { VIEW_LIST_ROUNDED } from '@/components/icons/material/ViewListRounded';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import {
  SORT_LABELS,
  SORT_OPTIONS,
  type SearchState,
  type SearchView,
} from '@/domain/search/filters';
import { SEARCH_NAMESPACES } from '../listing/i18n';
import styles from './searchResults.module.css';

export interface FiltersProps {
  state: SearchState;
  apply: (next: SearchState) => void;
}

const VIEWS: { value: SearchView; label: string; icon: string }[] = [
  { value: 'grid', label: 'Grid view', icon: GRID_VIEW_ROUNDED },
  { value: 'list', label: 'List view', icon: VIEW_LIST_ROUNDED },
];

/** Grid or list: two toggle buttons, the current one pressed (MUI's exclusive ToggleButtonGroup). */
function ViewToggle({ state, apply }: FiltersProps) {
  const { t } = useTranslation(SEARCH_NAMESPACES);
  return (
    <div role="group" aria-label={t('View')} className={styles.views}>
      {VIEWS.map((view) => (
        <button
          key={view.value}
          type="button"
          aria-label={t(view.label)}
          aria-pressed={state.view === view.value}
          className={styles.view}
          onClick={() => {
            if (state.view !== view.value) apply({ ...state, view: view.value });
          }}
        >
          <PathIcon d={view.icon} size={20} />
        </button>
      ))}
    </div>
  );
}

/** Filter (small screens), Sort by (items only) and the grid or list view. */
export function ResultsToolbar({
  state,
  apply,
  onOpenFilters,
}: FiltersProps & { onOpenFilters: () => void }) {
  const { t } = useTranslation(SEARCH_NAMESPACES);
  return (
    <div className={styles.toolbar}>
      <Button
        variant="outlined"
        startIcon={<PathIcon d={TUNE_ROUNDED} size={20} />}
        onClick={onOpenFilters}
        className={styles.filterButton}
        aria-haspopup="dialog"
      >
        {t('Filter')}
      </Button>
      {state.tab === 'item' ? (
        <TextField
          select
          label={t('Sort by')}
          size="small"
          fullWidth={false}
          className={styles.sort}
          value={state.sort ?? ''}
          onChange={(event) => {
            const sort = SORT_OPTIONS.find((option) => option === event.target.value) ?? null;
            apply({ ...state, sort });
          }}
        >
          <option value="">{t('Default')}</option>
          {SORT_OPTIONS.map((sort) => (
            <option key={sort} value={sort}>
              {t(SORT_LABELS[sort])}
            </option>
          ))}
        </TextField>
      ) : null}
      <ViewToggle state={state} apply={apply} />
    </div>
  );
}
