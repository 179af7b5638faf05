import { useState, type ChangeEventHandler, type FocusEventHandler } from 'react';
import { PathIcon } from '@/components/icons/Icon';
import { VISIBILITY } from '@/components/icons/material/Visibility';
import { VISIBILITY_OFF } from '@/components/icons/material/VisibilityOff';
import { IconButton } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { useTranslation } from '@/lib/i18n/useTranslation';

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
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      endAdornment={
        <IconButton
          edge="end"
          aria-label={visible ? t('Hide password') : t('Show password')}
          aria-controls={field.id}
          onClick={() => setVisible((shown) => !shown)}
        >
          <PathIcon d={visible ? VISIBILITY_OFF : VISIBILITY} />
        </IconButton>
      }
    />
  );
}
