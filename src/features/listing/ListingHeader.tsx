import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Room left for the sticky site header above a sticky listing header. */
export const STICKY_TOP = { xs: 60, sm: 60, lg: 108 };

interface Props {
  title: string;
  /** The count line, e.g. "24 Stores"; hidden until known. */
  countText?: string | null;
  /** Filters shown beside the title (delivery type, store category, tabs …). */
  children?: ReactNode;
  id?: string;
}

/**
 * The sticky listing header (R-LIST-3: the count plus Stores, and
 * the filters), kept under the site header while the list scrolls.
 */
export function ListingHeader({ title, countText, children, id = 'listing-title' }: Props) {
  return (
    <Box
      sx={{
        position: 'sticky',
        top: STICKY_TOP,
        zIndex: 3,
        bgcolor: 'background.default',
        borderBottom: 1,
        borderColor: 'divider',
        py: 1.5,
        mb: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography id={id} variant="h1" sx={{ fontSize: { xs: '1.35rem', md: '1.75rem' } }}>
          {title}
        </Typography>
        <Typography
          color="textSecondary"
          role="status"
          aria-live="polite"
          sx={{ fontSize: 14, minHeight: '1.5em' }}
        >
          {countText ?? ''}
        </Typography>
      </Box>
      {children ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          {children}
        </Box>
      ) : null}
    </Box>
  );
}
