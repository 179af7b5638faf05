import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import dynamic from 'next/dynamic';

/**
 * The picker map (google-map-react), loaded on first render, client-only, with a spinner in its
 * place meanwhile. Shared by the location picker, the address dialog and the parcel address picker:
 * each renders it only inside a MUI scope, while a browser key is configured.
 */
export const LazyPickerMap = dynamic(() => import('./PickerMap'), {
  ssr: false,
  loading: () => (
    <Box sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
      <CircularProgress aria-hidden />
    </Box>
  ),
});
