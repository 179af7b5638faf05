import SearchRounded from '@mui/icons-material/SearchRounded';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type InputHTMLAttributes } from 'react';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Extra attributes for the input element (aria-describedby, enterKeyHint …). */
  inputProps?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>;
  sx?: object;
}

/**
 * A labelled outlined search box with a search icon. It looks like a small outlined TextField but
 * is built from TextField's parts, so catalog pages do not ship TextField's select variant (Select,
 * Menu, Popover, Modal) with their first load.
 */
export function SearchInput({ label, value, onChange, inputProps, sx }: Props) {
  const id = useId();
  return (
    <FormControl size="small" variant="outlined" sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        type="search"
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputProps={inputProps}
        startAdornment={
          <InputAdornment position="start">
            <SearchRounded aria-hidden fontSize="small" />
          </InputAdornment>
        }
      />
    </FormControl>
  );
}
