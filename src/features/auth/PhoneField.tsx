import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useMemo, type ChangeEventHandler, type FocusEventHandler } from 'react';
import { DIAL_COUNTRIES, dialCountry } from '@/domain/validation/phone';

interface Props {
  /** ISO code of the selected country. */
  country: string;
  onCountryChange: (iso: string) => void;
  /** The configuration's country_picker_status: the select is enabled only when it is 1. */
  pickerEnabled: boolean;
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  autoComplete?: string;
}

function regionNames(locale: string): ((iso: string) => string) | null {
  try {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return (iso) => names.of(iso) ?? iso;
  } catch {
    return null;
  }
}

/** Country dial code select + national number; the number is always typed left to right. */
export function PhoneField({
  country,
  onCountryChange,
  pickerEnabled,
  autoComplete = 'tel-national',
  ...field
}: Props) {
  const { t } = useTranslation(['account', 'common']);
  const { locale = 'en' } = useRouter();
  const options = useMemo(() => {
    const nameOf = regionNames(locale) ?? ((iso: string) => iso);
    return DIAL_COUNTRIES.map((entry) => ({ ...entry, name: nameOf(entry.iso) })).sort((a, b) =>
      a.name.localeCompare(b.name, locale),
    );
  }, [locale]);
  const selected = dialCountry(country);

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        select
        id={`${field.id}-country`}
        name="country"
        label={t('Country code')}
        value={selected.iso}
        disabled={!pickerEnabled}
        onChange={(event) => onCountryChange(event.target.value)}
        sx={{ flex: '0 0 7.5rem' }}
        slotProps={{
          select: {
            renderValue: (value) => <bdi dir="ltr">{dialCountry(String(value)).dial}</bdi>,
          },
        }}
      >
        {options.map((option) => (
          <MenuItem key={option.iso} value={option.iso}>
            <bdi dir="ltr">{option.dial}</bdi>&nbsp;{option.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...field}
        fullWidth
        type="tel"
        autoComplete={autoComplete}
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }}
      />
    </Box>
  );
}
