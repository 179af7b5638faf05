import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useEffect, useId, useState, type KeyboardEvent, type RefObject } from 'react';
import { useApi } from '@/api/ApiProvider';
import { queryKeys } from '@/api/queryKeys';
import type { ModuleType } from '@/api/types';
import {
  dropdownMode,
  hasSuggestions,
  SEARCH_CACHE_MS,
  SUGGESTION_DELAY_MS,
  submitSearch,
  visibleHistory,
} from '@/domain/search/history';
import { useDebouncedValue } from '@/features/location/useDebouncedValue';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { searchHistoryCleared, searchTermSaved } from '@/store/slices/searchHistory';
import {
  nextActiveOption,
  searchOptions,
  shownSearchTerm,
  type SearchOption,
} from './searchComboboxModel';

/**
 * The header search box's state: the text, whether the dropdown is open, the active option, the
 * suggestions (500 ms after the last keystroke) and what a pick or Enter does.
 */
export function useSearchCombobox({
  moduleId,
  moduleType,
  onDone,
  rootRef,
  inputRef,
}: {
  moduleId: number;
  moduleType: ModuleType | null;
  onDone?: () => void;
  /** The box around the form and the dropdown: a pointer down outside it closes the dropdown. */
  rootRef: RefObject<HTMLDivElement | null>;
  /** The text box, focused again after Clear. */
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const router = useRouter();
  const { locale = 'en' } = router;
  const api = useApi();
  const dispatch = useAppDispatch();
  const zoneIds = useAppSelector((state) => state.location.zoneIds);
  const terms = useAppSelector((state) => state.searchHistory.terms);
  const [text, setText] = useState(() => shownSearchTerm(router.pathname, router.query));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();

  const debounced = useDebouncedValue(text.trim(), SUGGESTION_DELAY_MS);
  const mode = dropdownMode(text);
  const suggestions = useQuery({
    queryKey: queryKeys.searchSuggestions(locale, zoneIds, moduleId, debounced),
    queryFn: () => api.catalog.searchSuggestions(debounced),
    enabled: open && debounced !== '',
    staleTime: SEARCH_CACHE_MS,
  });

  // Outside clicks close the dropdown.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, rootRef]);

  const history = visibleHistory(terms);
  const data = suggestions.data;
  const options = searchOptions(mode, history, data, moduleType);
  const waiting =
    mode === 'suggestions' && (text.trim() !== debounced || suggestions.isFetching) && !data;
  // Closed when there is nothing to show: no history, or no items and no stores came back.
  const showPopup =
    open &&
    (mode === 'history'
      ? history.length > 0
      : waiting || (data !== undefined && hasSuggestions(data)));
  const activeIndex = showPopup && active < options.length ? active : -1;

  const runSearch = (value: string) => {
    const result = submitSearch(value);
    if (result.kind === 'clear') {
      setText('');
      return;
    }
    dispatch(searchTermSaved(result.term));
    setText(result.term);
    setOpen(false);
    onDone?.();
    void router.push(result.href);
  };

  const choose = (option: SearchOption) => {
    if (option.kind === 'store') {
      setOpen(false);
      onDone?.();
      void router.push(option.href);
      return;
    }
    runSearch(option.label);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => nextActiveOption(index, step, options.length));
      return;
    }
    if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      if (activeIndex >= 0) choose(options[activeIndex]);
      else runSearch(text);
    }
  };

  return {
    text,
    open,
    mode,
    options,
    waiting,
    showPopup,
    activeIndex,
    listId,
    optionId: (index: number) => `${listId}-option-${index}`,
    onKeyDown,
    runSearch,
    choose,
    setActive,
    openDropdown: () => setOpen(true),
    typed: (value: string) => {
      setText(value);
      setOpen(true);
      setActive(-1);
    },
    cleared: () => {
      setText('');
      setActive(-1);
      inputRef.current?.focus();
    },
    historyCleared: () => {
      dispatch(searchHistoryCleared());
      inputRef.current?.focus();
    },
  };
}

export type SearchComboboxState = ReturnType<typeof useSearchCombobox>;
