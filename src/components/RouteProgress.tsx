import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useState } from 'react';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * A thin bar at the top while the next page loads, shown only after 150 ms to avoid flicker.
 * Plain CSS: the first load carries no progress component for it.
 */
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
      role="progressbar"
      aria-label={t('Loading page')}
      sx={{
        position: 'fixed',
        top: 0,
        insetInline: 0,
        height: 3,
        overflow: 'hidden',
        zIndex: 2100,
        bgcolor: 'action.hover',
        '&::after': {
          content: '""',
          position: 'absolute',
          insetBlock: 0,
          width: '40%',
          bgcolor: 'primary.main',
          animation: `${slide} 1.1s ease-in-out infinite`,
        },
        '@media (prefers-reduced-motion: reduce)': {
          '&::after': { animation: 'none', width: '100%' },
        },
      }}
    />
  );
}
