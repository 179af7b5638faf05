import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useRef, type RefObject } from 'react';
import { PathIcon } from '@/components/icons/Icon';
import { CLOSE_ROUNDED } from '@/components/icons/material/CloseRounded';
import { HISTORY_ROUNDED } from '@/components/icons/material/HistoryRounded';
import { SEARCH_ROUNDED } from '@/components/icons/material/SearchRounded';
import { STOREFRONT_ROUNDED } from '@/components/icons/material/StorefrontRounded';
import { Spinner } from '@/components/Spinner';
import { Button } from '@/components/ui/Button';
import type { ModuleType } from '@/api/types';
import type { SearchOption } from './searchComboboxModel';
import { useSearchCombobox, type SearchComboboxState } from './useSearchCombobox';

interface Props {
  moduleId: number;
  moduleType: ModuleType | null;
  autoFocus?: boolean;
  /** Called after a search or a store was chosen (the mobile bar closes). */
  onDone?: () => void;
}

/**
 * The header search box (R-SEARCH-1): the latest 5 searches when empty,
 * suggestions 500 ms after the last keystroke, closing on an outside click, Escape, or when neither
 * items nor stores come back. Enter saves the term and opens `/home?search=…&data_type=searched`.
 * An ARIA combobox: arrow keys move through the options, Enter picks one.
 */
export function SearchCombobox({ moduleId, moduleType, autoFocus, onDone }: Props) {
  const rootRef = useRef<HTMLDivElement | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const state = useSearchCombobox({ moduleId, moduleType, onDone, rootRef, inputRef });
  return (
    <Box ref={rootRef} sx={{ position: 'relative', width: '100%' }}>
      <SearchField
        state={state}
        inputRef={inputRef}
        moduleType={moduleType}
        autoFocus={autoFocus}
      />
      {state.showPopup ? <SuggestionsPopup state={state} moduleType={moduleType} /> : null}
    </Box>
  );
}

/** The search form: the combobox's text box, the loading spinner and Clear. */
function SearchField({
  state,
  inputRef,
  moduleType,
  autoFocus,
}: {
  state: SearchComboboxState;
  inputRef: RefObject<HTMLInputElement | null>;
  moduleType: ModuleType | null;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const {
    text,
    open,
    waiting,
    showPopup,
    activeIndex,
    listId,
    optionId,
    onKeyDown,
    runSearch,
    openDropdown,
    typed,
    cleared,
  } = state;
  const placeholder =
    moduleType === 'food' ? t('Search foods or restaurants') : t('Search items or stores');
  return (
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
      <Box component="span" sx={{ color: 'text.secondary', display: 'inline-flex' }}>
        <PathIcon d={SEARCH_ROUNDED} />
      </Box>
      <InputBase
        inputRef={inputRef}
        value={text}
        autoFocus={autoFocus}
        onChange={(event) => typed(event.target.value)}
        onFocus={openDropdown}
        onClick={openDropdown}
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
      {waiting ? <Spinner size={18} label={t('Search suggestions')} primary /> : null}
      {text ? (
        <Box
          component="button"
          type="button"
          aria-label={t('Clear')}
          onClick={cleared}
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
          <PathIcon d={CLOSE_ROUNDED} size={20} />
        </Box>
      ) : null}
    </Box>
  );
}

/** The dropdown: the recent searches with Clear search history, or the items and stores found. */
function SuggestionsPopup({
  state,
  moduleType,
}: {
  state: SearchComboboxState;
  moduleType: ModuleType | null;
}) {
  const { t } = useTranslation();
  const { mode, options, waiting, listId, historyCleared } = state;
  const items = options.filter((option) => option.kind === 'item');
  const stores = options.filter((option) => option.kind === 'store');
  return (
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
            onClick={historyCleared}
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
          options.map((option, own) => (
            <OptionRow key={`${option.kind}-${own}`} state={state} option={option} own={own} />
          ))
        ) : waiting ? (
          <Box component="li" role="presentation" sx={{ px: 2, py: 1, color: 'text.secondary' }}>
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
            {items.map((option, own) => (
              <OptionRow key={`${option.kind}-${own}`} state={state} option={option} own={own} />
            ))}
            {stores.length ? (
              <Box
                component="li"
                role="presentation"
                sx={{ px: 2, pt: 1, color: 'text.secondary', fontSize: 13, fontWeight: 700 }}
              >
                {moduleType === 'food' ? t('Restaurants') : t('Stores')}
              </Box>
            ) : null}
            {stores.map((option, own) => (
              <OptionRow
                key={`${option.kind}-${items.length + own}`}
                state={state}
                option={option}
                own={items.length + own}
              />
            ))}
          </>
        )}
      </Box>
    </Paper>
  );
}

/** One option of the listbox; it becomes the active one under the pointer. */
function OptionRow({
  state,
  option,
  own,
}: {
  state: SearchComboboxState;
  option: SearchOption;
  /** Its index among all the options. */
  own: number;
}) {
  const { activeIndex, optionId, choose, setActive } = state;
  const selected = own === activeIndex;
  const icon =
    option.kind === 'history'
      ? HISTORY_ROUNDED
      : option.kind === 'store'
        ? STOREFRONT_ROUNDED
        : SEARCH_ROUNDED;
  return (
    <Box
      component="li"
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
      <Box component="span" sx={{ color: 'text.secondary', display: 'inline-flex' }}>
        <PathIcon d={icon} size={20} />
      </Box>
      <Typography component="span" noWrap>
        {option.label}
      </Typography>
    </Box>
  );
}
