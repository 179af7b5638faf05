import AppLink from '@/components/AppLink';
import type { ParcelCategory } from '@/api/modules/parcel';
import { AppImage } from '@/components/AppImage';
import styles from './categoryPicker.module.css';

export function parcelInfoHref(categoryId: number): string {
  return `/parcel-delivery-info?category_id=${categoryId}`;
}

/**
 * Parcel categories as cards; choosing one opens /parcel-delivery-info for it. Each card is a
 * link (choosing navigates), named by its text; the chosen one has aria-current.
 */
export function CategoryPicker({
  categories,
  selectedId,
}: {
  categories: ParcelCategory[];
  selectedId?: number | null;
}) {
  return (
    <ul className={styles.list}>
      {categories.map((category) => {
        const selected = category.id === selectedId;
        return (
          <li key={category.id}>
            <AppLink
              href={parcelInfoHref(category.id)}
              scroll={false}
              aria-current={selected ? 'true' : undefined}
              className={styles.card}
            >
              <span className={styles.image}>
                {category.image_full_url ? (
                  <AppImage
                    src={category.image_full_url}
                    alt=""
                    fill
                    sizes="56px"
                    style={{ objectFit: 'contain' }}
                  />
                ) : null}
              </span>
              <span className={styles.name}>{category.name}</span>
              {category.description ? (
                <span className={styles.description}>{category.description}</span>
              ) : null}
            </AppLink>
          </li>
        );
      })}
    </ul>
  );
}
