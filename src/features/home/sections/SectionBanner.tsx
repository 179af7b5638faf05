import { AppImage } from '@/components/AppImage';
import styles from './sectionBanner.module.css';

/** A wide section banner (promotional or bottom banner of other-banners), in a fixed box. */
export default function SectionBanner({
  id,
  src,
  label,
}: {
  id: string;
  src: string;
  label: string;
}) {
  return (
    <section aria-label={label} data-section={id} className={styles.section}>
      <div className={styles.frame}>
        <AppImage
          src={src}
          alt=""
          fill
          sizes="(max-width: 1280px) 100vw, 1280px"
          style={{ objectFit: 'cover' }}
        />
      </div>
    </section>
  );
}
