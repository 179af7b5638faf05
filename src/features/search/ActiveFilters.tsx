import type { KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { PathIcon } from '@/components/icons/Icon';
import { CANCEL } from '@/components/icons/material/Cancel';
import { Button } from '@/components/ui/Button';
import { clearFilters, removeChip, type FilterChip } from '@/domain/search/chips';
import { SEARCH_NAMESPACES } from '../listing/i18n';
import type { FiltersProps } from './ResultsToolbar';
import { chipText } from './searchResultsModel';
import styles from './searchResults.module.css';

/** The removable chips of the applied filters, and Clear all. */
export function ActiveFilters({ chips, state, apply }: FiltersProps & { chips: FilterChip[] }) {
  const { t } = useTranslation(SEARCH_NAMESPACES);
  return (
    <ul aria-label={t('Active filters')} className={styles.chips}>
      {chips.map((chip) => {
        const text = chipText(chip, t);
        const remove = () => apply(removeChip(state, chip));
        // Delete and Backspace remove it too, as on MUI's deletable Chip.
        const onKeyUp = (event: KeyboardEvent<HTMLButtonElement>) => {
          if (event.key === 'Delete' || event.key === 'Backspace') remove();
        };
        return (
          <li key={chip.key}>
            {/* The whole chip removes its filter (click, Enter, Delete or Backspace). */}
            <button
              type="button"
              aria-label={t('Remove {{filter}}', { filter: text })}
              className={styles.chip}
              onClick={remove}
              onKeyUp={onKeyUp}
            >
              <span className={styles.chipLabel}>{text}</span>
              <span className={styles.chipIcon}>
                <PathIcon d={CANCEL} size={22} />
              </span>
            </button>
          </li>
        );
      })}
      <li>
        <Button size="small" onClick={() => apply(clearFilters(state))}>
          {t('Clear all')}
        </Button>
      </li>
    </ul>
  );
}
