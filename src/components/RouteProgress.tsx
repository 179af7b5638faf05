import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';

/** A thin bar at the top while the next page loads; shown only after 150 ms to avoid flicker. */
export function RouteProgress() {
  const router = useRouter();
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = (_url: string, { shallow }: { shallow: boolean }) => {
      if (shallow) return;
      clearTimeout(timer);
      timer = setTimeout(() => setVisible(true), 150);
    };
    const done = () => {
      clearTimeout(timer);
      setVisible(false);
    };
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', done);
    router.events.on('routeChangeError', done);
    return () => {
      clearTimeout(timer);
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', done);
      router.events.off('routeChangeError', done);
    };
  }, [router.events]);

  if (!visible) return null;
  return (
    <Box
      sx={{
        position: 'fixed',
        top: 0,
        insetInline: 0,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
      }}
    >
      <LinearProgress aria-label={t('Loading page')} color="primary" sx={{ height: 3 }} />
    </Box>
  );
}
