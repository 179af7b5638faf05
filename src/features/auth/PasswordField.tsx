import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState, type ChangeEventHandler, type FocusEventHandler } from 'react';

interface Props {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  error?: boolean;
  helperText?: string;
  autoComplete: 'current-password' | 'new-password';
  required?: boolean;
}

/** A password input with a labelled show/hide toggle. */
export function PasswordField({ autoComplete, ...field }: Props) {
  const { t } = useTranslation(['account', 'common']);
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...field}
      fullWidth
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={visible ? t('Hide password') : t('Show password')}
                aria-controls={field.id}
                onClick={() => setVisible((shown) => !shown)}
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
