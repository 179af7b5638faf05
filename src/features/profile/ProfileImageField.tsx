import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PROFILE_IMAGE_ACCEPT, profileImageError } from '@/domain/validation/image';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * Profile photo with preview. Only jpg, png, jpeg or gif up to 2 MB are taken; anything else is
 * refused with a message and the previous choice stays.
 */
export function ProfileImageField({
  currentUrl,
  file,
  onChange,
  initials,
}: {
  currentUrl?: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  initials: string;
}) {
  const { t } = useTranslation(['account', 'common']);
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const hintId = 'profile-image-hint';
  const errorId = 'profile-image-error';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Avatar
        src={preview ?? currentUrl ?? undefined}
        alt={t('Profile photo preview')}
        sx={{ width: 96, height: 96, fontSize: 36, bgcolor: 'primary.main' }}
      >
        {initials || undefined}
      </Avatar>
      <Box>
        <input
          ref={inputRef}
          type="file"
          name="image"
          accept={PROFILE_IMAGE_ACCEPT}
          aria-label={t('Profile photo')}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          tabIndex={-1}
          style={visuallyHidden}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            // Let the same file be picked again after a refusal.
            event.target.value = '';
            if (!chosen) return;
            const problem = profileImageError(chosen);
            setError(problem);
            if (!problem) onChange(chosen);
          }}
        />
        <Button
          variant="outlined"
          startIcon={<PhotoCameraOutlined />}
          onClick={() => inputRef.current?.click()}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        >
          {file || currentUrl ? t('Change photo') : t('Upload photo')}
        </Button>
        <Typography id={hintId} variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {t('Image format: jpg, png, jpeg, gif. Maximum size: 2 MB. Ratio: 1:1')}
        </Typography>
        {error ? (
          <FormHelperText id={errorId} error role="alert">
            {t(error)}
          </FormHelperText>
        ) : null}
      </Box>
    </Box>
  );
}
