import { useRouter } from 'next/router';
import { useMemo, type ChangeEventHandler, type FocusEventHandler } from 'react';
import { TextField } from '@/components/ui/TextField';
import { DIAL_COUNTRIES, dialCountry } from '@/domain/validation/phone';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { directionOf } from '@/lib/locale';
import styles from './phoneField.module.css';

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

/**
 * An option's text: the dial code, then the country. An option holds text only, so in a
 * right-to-left page the code is wrapped in a left-to-right isolate to stay "+212", not "212+".
 */
function optionText(dial: string, name: string, rtl: boolean): string {
  return `${rtl ? `\u2066${dial}\u2069` : dial}\u00a0${name}`;
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
  const rtl = directionOf(locale) === 'rtl';

  return (
    <div className={styles.row}>
      <TextField
        select
        id={`${field.id}-country`}
        name="country"
        label={t('Country code')}
        value={selected.iso}
        disabled={!pickerEnabled}
        onChange={(event) => onCountryChange(event.target.value)}
        fullWidth={false}
        className={styles.country}
        startAdornment={
          <bdi
            dir="ltr"
            aria-hidden
            className={`${styles.dial} ${pickerEnabled ? '' : styles.dialDisabled}`}
          >
            {selected.dial}
          </bdi>
        }
      >
        {options.map((option) => (
          <option key={option.iso} value={option.iso}>
            {optionText(option.dial, option.name, rtl)}
          </option>
        ))}
      </TextField>
      <TextField
        {...field}
        type="tel"
        autoComplete={autoComplete}
        inputMode="tel"
        inputProps={{ dir: 'ltr' }}
      />
    </div>
  );
}
