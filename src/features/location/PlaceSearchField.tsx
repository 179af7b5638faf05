import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import { useApi } from '@/api/ApiProvider';
import { queryKeys } from '@/api/queryKeys';
import type { PlacePrediction } from '@/api/types';
import {
  PLACE_SEARCH_DEBOUNCE_MS,
  searchableText,
  suggestionMainText,
} from '@/domain/location/picker';
import { LOCATION_NAMESPACES } from './i18n';
import { useDebouncedValue } from './useDebouncedValue';
import { withMuiScope } from '@/theme/MuiScope';

export interface PlaceSearchFieldProps {
  /** The field's visible label. */
  label: string;
  onPick: (prediction: PlacePrediction) => void;
  disabled?: boolean;
  size?: 'small' | 'medium';
  autoFocus?: boolean;
}

/**
 * Place search with suggestions (spec document 1 §2 item 1): asks only for non-empty text, 300 ms
 * after the last keystroke, and shows 'Search suggestions are loading...' meanwhile. A combobox
 * with a listbox: arrow keys, Enter and Escape work as usual.
 */
function PlaceSearchField({
  label,
  onPick,
  disabled,
  size = 'medium',
  autoFocus,
}: PlaceSearchFieldProps) {
  const { t } = useTranslation(LOCATION_NAMESPACES);
  const api = useApi();
  const { locale = 'en' } = useRouter();
  const [text, setText] = useState('');
  const [selected, setSelected] = useState<PlacePrediction | null>(null);
  const [open, setOpen] = useState(false);

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

  return (
    <Autocomplete<PlacePrediction>
      open={open && query !== ''}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={selected}
      onChange={(_event, value) => {
        setSelected(value);
        if (value) onPick(value);
      }}
      inputValue={text}
      onInputChange={(_event, value) => setText(value)}
      // The server filters; every suggestion it returns is shown.
      filterOptions={(list) => list}
      getOptionLabel={(option) => option.text}
      isOptionEqualToValue={(option, value) => option.placeId === value.placeId}
      loading={waiting}
      loadingText={t('Search suggestions are loading...')}
      noOptionsText={t('No locations found')}
      clearText={t('Clear')}
      closeText={t('Close')}
      openText={t('Open')}
      forcePopupIcon={false}
      autoHighlight
      handleHomeEndKeys
      disabled={disabled}
      size={size}
      fullWidth
      slotProps={{ listbox: { sx: { maxHeight: 400 } } }}
      renderOption={(props, option) => {
        const { key, ...optionProps } = props;
        const main = suggestionMainText(option);
        return (
          <Box
            component="li"
            key={key}
            {...optionProps}
            sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
          >
            <PlaceOutlined
              aria-hidden
              fontSize="small"
              sx={{ mt: 0.25, color: 'text.secondary' }}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                {main}
              </Typography>
              {main !== option.text && option.secondaryText ? (
                <Typography component="span" variant="body2" color="textSecondary">
                  {option.secondaryText}
                </Typography>
              ) : null}
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={t('Search location here...')}
          autoFocus={autoFocus}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}

export default withMuiScope(PlaceSearchField);
