import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useId, useMemo, useRef } from 'react';
import { addPrescriptionFiles, MAX_PRESCRIPTION_IMAGES } from '@/domain/checkout/order';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';

/**
 * Prescription images (spec document 1 §2 item 14 image tiles, §5): images only, at most 3, each
 * tile with a preview and a remove button.
 */
export function PrescriptionUpload({
  files,
  onChange,
  required,
  hint,
  error,
  onError,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  required: boolean;
  /** Replaces the cart's hint (a prescription-only order says what the pharmacy does with it). */
  hint?: string;
  error: string | null;
  onError: (message: string | null) => void;
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  return (
    <Stack spacing={1.5}>
      <Typography id={hintId} variant="body2" color="textSecondary">
        {hint ??
          (required
            ? t('Some items in your cart need a prescription.')
            : t('You can add a prescription to your order.'))}{' '}
        {t('Up to 3 images.')}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
        {files.map((file, index) => (
          <Box
            key={`${file.name}-${index}`}
            sx={{
              position: 'relative',
              width: 96,
              height: 96,
              borderRadius: 2,
              overflow: 'hidden',
              border: 1,
              borderColor: 'divider',
            }}
          >
            {/* A local preview (blob URL): next/image cannot optimise it. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={previews[index]}
              alt={t('Prescription image {{number}}', { number: index + 1 })}
              style={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
            <IconButton
              size="small"
              aria-label={t('Remove image {{number}}', { number: index + 1 })}
              onClick={() => {
                onError(null);
                onChange(files.filter((_, position) => position !== index));
              }}
              sx={{
                position: 'absolute',
                top: 4,
                insetInlineEnd: 4,
                bgcolor: 'background.paper',
                '&:hover': { bgcolor: 'background.paper' },
              }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
        {files.length < MAX_PRESCRIPTION_IMAGES ? (
          <Button
            variant="outlined"
            onClick={() => input.current?.click()}
            aria-describedby={hintId}
            sx={{ width: 96, height: 96, flexDirection: 'column', gap: 0.5, borderStyle: 'dashed' }}
          >
            <AddPhotoAlternateOutlined aria-hidden />
            <Typography variant="caption">{t('Upload')}</Typography>
          </Button>
        ) : null}
      </Stack>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        data-testid="prescription-input"
        aria-label={t('Upload prescription images')}
        onChange={(event) => {
          const added = Array.from(event.target.files ?? []);
          event.target.value = '';
          const result = addPrescriptionFiles(files, added);
          onError(result.error);
          if (!result.error) onChange(result.files);
        }}
      />
      {error ? (
        <Typography role="alert" variant="body2" color="error">
          {t(error)}
        </Typography>
      ) : null}
    </Stack>
  );
}
