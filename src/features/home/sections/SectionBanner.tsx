import Box from '@mui/material/Box';
import { AppImage } from '@/components/AppImage';
import { withMuiScope } from '@/theme/MuiScope';

/** A wide section banner (promotional or bottom banner of other-banners), in a fixed box. */
function SectionBanner({ id, src, label }: { id: string; src: string; label: string }) {
  return (
    <Box component="section" aria-label={label} data-section={id} sx={{ py: { xs: 2, md: 3 } }}>
      <Box
        sx={{
          position: 'relative',
          aspectRatio: { xs: '3 / 1', md: '5 / 1' },
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'action.hover',
        }}
      >
        <AppImage
          src={src}
          alt=""
          fill
          sizes="(max-width: 1280px) 100vw, 1280px"
          style={{ objectFit: 'cover' }}
        />
      </Box>
    </Box>
  );
}

export default withMuiScope(SectionBanner);
