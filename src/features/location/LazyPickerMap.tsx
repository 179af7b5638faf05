import dynamic from 'next/dynamic';
import { Spinner } from '@/components/Spinner';
import styles from '@/components/map/map.module.css';

/**
 * The picker map (google-map-react), loaded on first render, client-only, with a spinner in its
 * place meanwhile. Shared by the location picker, the address dialog and the parcel address picker,
 * while a browser key is configured.
 */
export const LazyPickerMap = dynamic(() => import('./PickerMap'), {
  ssr: false,
  loading: () => (
    <div className={styles.loading}>
      <Spinner primary />
    </div>
  ),
});
