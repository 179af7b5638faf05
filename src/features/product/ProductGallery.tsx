import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState, type ReactNode } from 'react';
import { AppImage } from '@/components/AppImage';
import { CATALOG_NAMESPACES } from '@/components/catalog/i18n';

interface Props {
  images: string[];
  /** The item name: the main image's alt text. */
  name: string;
  /** Shown over the main image (discount badge). */
  overlay?: ReactNode;
}

/** The main image (square, fixed ratio: no layout shift) and thumbnails that switch it. */
export function ProductGallery({ images, name, overlay }: Props) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  return (
    <Box sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '1 / 1',
          borderRadius: 3,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          border: 1,
          borderColor: 'divider',
        }}
      >
        {current ? (
          <AppImage
            src={current}
            alt={name}
            fill
            hero
            sizes="(max-width: 900px) 100vw, 560px"
            style={{ objectFit: 'contain' }}
          />
        ) : (
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              color: 'text.secondary',
            }}
          >
            <ImageNotSupportedOutlined aria-hidden sx={{ fontSize: 64 }} />
          </Box>
        )}
        {overlay ? (
          <Box sx={{ position: 'absolute', top: 12, insetInlineStart: 12 }}>{overlay}</Box>
        ) : null}
      </Box>
      {images.length > 1 ? (
        <Box
          role="group"
          aria-label={t('Product images')}
          sx={{ display: 'flex', gap: 1, mt: 1, overflowX: 'auto', p: 0.5 }}
        >
          {images.map((src, position) => (
            <ButtonBase
              key={src}
              aria-label={t('Show image {{number}} of {{total}}', {
                number: position + 1,
                total: images.length,
              })}
              aria-pressed={position === index}
              onClick={() => setIndex(position)}
              sx={{
                position: 'relative',
                flexShrink: 0,
                width: 72,
                height: 72,
                borderRadius: 2,
                overflow: 'hidden',
                border: 2,
                borderColor: position === index ? 'primary.main' : 'divider',
                bgcolor: 'action.hover',
                '&.Mui-focusVisible': {
                  outline: '3px solid',
                  outlineColor: 'primary.main',
                  outlineOffset: 2,
                },
              }}
            >
              <AppImage src={src} alt="" fill sizes="72px" style={{ objectFit: 'cover' }} />
            </ButtonBase>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
