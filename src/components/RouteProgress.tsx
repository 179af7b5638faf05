import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useState } from 'react';
import styles from './RouteProgress.module.css';

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
  return <div role="progressbar" aria-label={t('Loading page')} className={styles.bar} />;
}
