import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useApi } from '@/api/ApiProvider';
import { queryKeys } from '@/api/queryKeys';
import type { PlacePrediction } from '@/api/types';
import { Icon } from '@/components/icons/Icon';
import { SearchInput } from '@/components/SearchInput';
import {
  PLACE_SEARCH_DEBOUNCE_MS,
  searchableText,
  suggestionMainText,
} from '@/domain/location/picker';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { LOCATION_NAMESPACES } from './i18n';
import { useDebouncedValue } from './useDebouncedValue';
import styles from './placeSearchField.module.css';

export interface PlaceSearchFieldProps {
  /** The field's visible label. */
  label: string;
  onPick: (prediction: PlacePrediction) => void;
  disabled?: boolean;
  size?: 'small' | 'medium';
  autoFocus?: boolean;
}

/** The next option index after a key press, wrapping at both ends; null for other keys. */
function movedIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The element id of a suggestion, for aria-activedescendant. */
const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

/**
 * Place search with suggestions (R-LOC-3): asks only for non-empty text, 300 ms
 * after the last keystroke, and shows 'Search suggestions are loading...' meanwhile. An ARIA 1.2
 * combobox with a listbox, as plain elements (docs/hydration.md, rule 6): the first suggestion is
 * highlighted, arrows (wrapping), Home and End move, Enter or a click picks, Escape closes.
 */
export default function PlaceSearchField({
  label,
  onPick,
  disabled,
  size = 'medium',
  autoFocus,
}: PlaceSearchFieldProps) {
  const { t } = useTranslation(LOCATION_NAMESPACES);
  const api = useApi();
  const { locale = 'en' } = useRouter();
  const listboxId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const query = searchableText(text);
  const debounced = useDebouncedValue(query, PLACE_SEARCH_DEBOUNCE_MS);
  const suggestions = useQuery({
    queryKey: queryKeys.places(locale, debounced),
    queryFn: () => api.location.autocomplete(debounced),
    enabled: debounced !== '',
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

  const waiting = query !== '' && (debounced !== query || suggestions.isFetching);
  const options = query !== '' && debounced !== '' ? (suggestions.data ?? []) : [];
  const expanded = open && query !== '' && !disabled;
  const highlighted = Math.min(active, options.length - 1);

  // Keeps the highlighted suggestion visible while the keyboard moves through a long list.
  useEffect(() => {
    if (!expanded || highlighted < 0) return;
    document
      .getElementById(optionId(listboxId, highlighted))
      ?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded, highlighted, listboxId]);

  const pick = (option: PlacePrediction) => {
    setText(option.text);
    setOpen(false);
    onPick(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && expanded) {
      // Closes the list first; a search input would otherwise clear its text.
      event.preventDefault();
      setOpen(false);
      return;
    }
    if (event.key === 'Enter' && expanded && highlighted >= 0) {
      event.preventDefault();
      pick(options[highlighted]);
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
    }
    // Home and End move the caret while the list is closed, and through the list while it is open.
    if (!expanded) return;
    const next = movedIndex(event.key, highlighted, options.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
  };

  let status: string | null = null;
  if (expanded && options.length === 0) {
    status = waiting ? t('Search suggestions are loading...') : t('No locations found');
  }

  return (
    <div className={styles.root}>
      <SearchInput
        label={label}
        value={text}
        onChange={(value) => {
          setText(value);
          setActive(0);
          setOpen(true);
        }}
        className={styles.field}
        inputProps={{
          role: 'combobox',
          'aria-expanded': expanded,
          'aria-controls': listboxId,
          'aria-autocomplete': 'list',
          'aria-activedescendant':
            expanded && highlighted >= 0 ? optionId(listboxId, highlighted) : undefined,
          'aria-busy': waiting || undefined,
          autoComplete: 'off',
          spellCheck: false,
          placeholder: t('Search location here...'),
          disabled,
          autoFocus,
          className: size === 'medium' ? styles.medium : undefined,
          onKeyDown,
          onClick: () => setOpen(true),
          onBlur: () => setOpen(false),
        }}
      />
      {/* Always in the document, so aria-controls points at something; empty and hidden when closed. */}
      <ul
        id={listboxId}
        role="listbox"
        aria-label={label}
        className={styles.listbox}
        hidden={!expanded || options.length === 0}
      >
        {expanded
          ? options.map((option, index) => {
              const main = suggestionMainText(option);
              return (
                <li
                  key={option.placeId}
                  id={optionId(listboxId, index)}
                  role="option"
                  aria-selected={index === highlighted}
                  className={styles.option}
                  // Keeps the focus in the input, so the list does not close before the click.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => index !== highlighted && setActive(index)}
                  onClick={() => pick(option)}
                >
                  <span className={styles.optionIcon}>
                    <Icon name="place" size={20} />
                  </span>
                  <span className={styles.optionText}>
                    <span className={styles.main}>{main}</span>
                    {main !== option.text && option.secondaryText ? (
                      <span className={styles.secondary}>{option.secondaryText}</span>
                    ) : null}
                  </span>
                </li>
              );
            })
          : null}
      </ul>
      {status ? (
        <div role="status" className={styles.status}>
          {status}
        </div>
      ) : null}
    </div>
  );
}
