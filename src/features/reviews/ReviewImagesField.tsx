import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useId, useMemo } from 'react';
import { REVIEW_IMAGE_ACCEPT, REVIEW_IMAGES_MAX } from '@/domain/orders/review';
import { ORDER_NAMESPACES } from '@/features/tracking/i18n';

/**
 * The image upload tile (spec document 1 §2 item 14): images only, with previews; each preview
 * has a remove button. At most three per review.
 */
export function ReviewImagesField({
  files,
  onPick,
  onRemove,
  disabled,
  label,
}: {
  files: File[];
  onPick: (files: File[]) => void;
  onRemove: (index: number) => void;
  disabled?: boolean;
  label: string;
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const inputId = useId();
  const previews = useMemo(
    () =>
      files.map((file) =>
        typeof URL !== 'undefined' && URL.createObjectURL ? URL.createObjectURL(file) : '',
      ),
    [files],
  );
  useEffect(
    () => () => {
      for (const url of previews) if (url) URL.revokeObjectURL(url);
    },
    [previews],
  );
  const full = files.length >= REVIEW_IMAGES_MAX;

  return (
    <Box>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {label} ({files.length}/{REVIEW_IMAGES_MAX})
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {files.map((file, index) => (
          <Box
            key={`${file.name}-${index}`}
            sx={{
              position: 'relative',
              width: 72,
              height: 72,
              borderRadius: 1.5,
              overflow: 'hidden',
              border: 1,
              borderColor: 'divider',
            }}
          >
            {previews[index] ? (
              // A local preview (object URL): next/image cannot optimise it.
              // eslint-disable-next-line @next/next/no-img-element
              <img
                src={previews[index]}
                alt={file.name}
                style={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            ) : null}
            <IconButton
              size="small"
              aria-label={`${t('Remove image')} ${file.name}`}
              onClick={() => onRemove(index)}
              disabled={disabled}
              sx={{
                position: 'absolute',
                top: 2,
                insetInlineEnd: 2,
                bgcolor: 'background.paper',
                '&:hover': { bgcolor: 'background.paper' },
                p: 0.25,
              }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
        {full ? null : (
          <Box
            component="label"
            htmlFor={inputId}
            sx={{
              width: 72,
              height: 72,
              borderRadius: 1.5,
              border: 1,
              position: 'relative',
              borderStyle: 'dashed',
              borderColor: 'divider',
              display: 'grid',
              placeItems: 'center',
              cursor: disabled ? 'default' : 'pointer',
              color: 'text.secondary',
              '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
            }}
          >
            <AddPhotoAlternateOutlined aria-hidden />
            <Box
              component="input"
              id={inputId}
              type="file"
              accept={REVIEW_IMAGE_ACCEPT}
              multiple
              disabled={disabled}
              aria-label={label}
              onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
                const picked = Array.from(event.target.files ?? []);
                event.target.value = '';
                if (picked.length) onPick(picked);
              }}
              sx={{
                position: 'absolute',
                width: 1,
                height: 1,
                opacity: 0,
                overflow: 'hidden',
              }}
            />
          </Box>
        )}
      </Box>
    </Box>
  );
}
