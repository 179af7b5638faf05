import CloseRounded from '@mui/icons-material/CloseRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useApi } from '@/api/ApiProvider';
import { queryKeys } from '@/api/queryKeys';
import type { ModuleType } from '@/api/types';
import { storeHref } from '@/domain/catalog/links';
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

type Option =
  | { kind: 'history'; label: string }
  | { kind: 'item'; label: string; id: number }
  | { kind: 'store'; label: string; href: string };

interface Props {
  moduleId: number;
  moduleType: ModuleType | null;
  autoFocus?: boolean;
  /** Called after a search or a store was chosen (the mobile bar closes). */
  onDone?: () => void;
}

/**
 * The header search box (spec document 2 §4 "Search"): the latest 5 searches when empty,
 * suggestions 500 ms after the last keystroke, closing on an outside click, Escape, or when neither
 * items nor stores come back. Enter saves the term and opens `/home?search=…&data_type=searched`.
 * An ARIA combobox: arrow keys move through the options, Enter picks one.
 */
export function SearchCombobox({ moduleId, moduleType, autoFocus, onDone }: Props) {
  const { t } = useTranslation();
  const router = useRouter();
  const { locale = 'en' } = router;
  const api = useApi();
  const dispatch = useAppDispatch();
  const zoneIds = useAppSelector((state) => state.location.zoneIds);
  const terms = useAppSelector((state) => state.searchHistory.terms);
  const current =
    router.pathname === '/home' &&
    typeof router.query.search === 'string' &&
    router.query.data_type === 'searched'
      ? router.query.search
      : '';
  const [text, setText] = useState(current);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

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
  }, [open]);

  const history = visibleHistory(terms);
  const data = suggestions.data;
  const options: Option[] =
    mode === 'history'
      ? history.map((label) => ({ kind: 'history', label }))
      : [
          ...(data?.items ?? [])
            .slice(0, 8)
            .map((item) => ({ kind: 'item' as const, label: item.name, id: item.id })),
          ...(data?.stores ?? []).slice(0, 5).map((store) => ({
            kind: 'store' as const,
            label: store.name,
            href: storeHref(store, { moduleType }),
          })),
        ];
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

  const choose = (option: Option) => {
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
      // -1 is the text box itself; the options follow and wrap around.
      setActive((index) => {
        const next = index + step;
        if (next < -1) return options.length - 1;
        return next >= options.length ? -1 : next;
      });
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

  const placeholder =
    moduleType === 'food' ? t('Search foods or restaurants') : t('Search items or stores');
  const renderOption = (option: Option, own: number) => {
    const selected = own === activeIndex;
    const Icon =
      option.kind === 'history'
        ? HistoryRounded
        : option.kind === 'store'
          ? StorefrontRounded
          : SearchRounded;
    return (
      <Box
        component="li"
        key={`${option.kind}-${own}`}
        id={optionId(own)}
        role="option"
        aria-selected={selected}
        onPointerDown={(event) => event.preventDefault()}
        onClick={() => choose(option)}
        onPointerMove={() => setActive(own)}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.25,
          px: 2,
          py: 1,
          cursor: 'pointer',
          bgcolor: selected ? 'action.selected' : undefined,
        }}
      >
        <Icon aria-hidden fontSize="small" sx={{ color: 'text.secondary' }} />
        <Typography component="span" noWrap>
          {option.label}
        </Typography>
      </Box>
    );
  };

  const items = options.filter((option) => option.kind === 'item');
  const stores = options.filter((option) => option.kind === 'store');

  return (
    <Box ref={rootRef} sx={{ position: 'relative', width: '100%' }}>
      <Box
        component="form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          runSearch(text);
        }}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          height: 44,
          borderRadius: 999,
          border: 1,
          borderColor: open ? 'primary.main' : 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <SearchRounded aria-hidden sx={{ color: 'text.secondary' }} />
        <InputBase
          inputRef={inputRef}
          value={text}
          autoFocus={autoFocus}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          sx={{ flexGrow: 1, minWidth: 0 }}
          slotProps={{
            input: {
              role: 'combobox',
              type: 'search',
              enterKeyHint: 'search',
              autoComplete: 'off',
              'aria-label': placeholder,
              'aria-expanded': showPopup,
              'aria-controls': listId,
              'aria-autocomplete': 'list',
              'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
            },
          }}
        />
        {waiting ? <CircularProgress size={18} aria-label={t('Search suggestions')} /> : null}
        {text ? (
          <Box
            component="button"
            type="button"
            aria-label={t('Clear')}
            onClick={() => {
              setText('');
              setActive(-1);
              inputRef.current?.focus();
            }}
            sx={{
              display: 'inline-flex',
              border: 0,
              bgcolor: 'transparent',
              color: 'text.secondary',
              cursor: 'pointer',
              p: 0.5,
              borderRadius: '50%',
            }}
          >
            <CloseRounded fontSize="small" />
          </Box>
        ) : null}
      </Box>
      {showPopup ? (
        <Paper
          elevation={8}
          sx={{
            position: 'absolute',
            top: 'calc(100% + 6px)',
            insetInlineStart: 0,
            insetInlineEnd: 0,
            zIndex: 1300,
            maxHeight: 400,
            overflowY: 'auto',
            py: 1,
          }}
        >
          {mode === 'history' ? (
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                px: 2,
                pb: 0.5,
              }}
            >
              <Typography id={`${listId}-history`} variant="subtitle2" color="textSecondary">
                {t('Recent searches')}
              </Typography>
              <Button
                size="small"
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => {
                  dispatch(searchHistoryCleared());
                  inputRef.current?.focus();
                }}
              >
                {t('Clear search history')}
              </Button>
            </Box>
          ) : null}
          <Box
            component="ul"
            id={listId}
            role="listbox"
            aria-label={mode === 'history' ? t('Recent searches') : t('Search suggestions')}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {mode === 'history' ? (
              options.map((option, own) => renderOption(option, own))
            ) : waiting ? (
              <Box
                component="li"
                role="presentation"
                sx={{ px: 2, py: 1, color: 'text.secondary' }}
              >
                {t('Search suggestions are loading...')}
              </Box>
            ) : (
              <>
                {items.length ? (
                  <Box
                    component="li"
                    role="presentation"
                    sx={{ px: 2, pt: 0.5, color: 'text.secondary', fontSize: 13, fontWeight: 700 }}
                  >
                    {moduleType === 'food' ? t('Foods') : t('Items')}
                  </Box>
                ) : null}
                {items.map((option, own) => renderOption(option, own))}
                {stores.length ? (
                  <Box
                    component="li"
                    role="presentation"
                    sx={{ px: 2, pt: 1, color: 'text.secondary', fontSize: 13, fontWeight: 700 }}
                  >
                    {moduleType === 'food' ? t('Restaurants') : t('Stores')}
                  </Box>
                ) : null}
                {stores.map((option, own) => renderOption(option, items.length + own))}
              </>
            )}
          </Box>
        </Paper>
      ) : null}
    </Box>
  );
}
