import { useEffect, useId, useMemo } from 'react';
import { PathIcon } from '@/components/icons/Icon';
import { ADD_PHOTO_ALTERNATE_OUTLINED } from '@/components/icons/material/AddPhotoAlternateOutlined';
import { CLOSE } from '@/components/icons/material/Close';
import { IconButton } from '@/components/ui/Button';
import ui from '@/components/ui/ui.module.css';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { REVIEW_IMAGE_ACCEPT, REVIEW_IMAGES_MAX } from '@/domain/orders/review';
import { ORDER_NAMESPACES } from '@/features/tracking/i18n';
import styles from './reviewImagesField.module.css';

/**
 * The image upload tile (R-REVIEW-2): images only, with previews; each preview
 * has a remove button. At most three per review.
 */
export function ReviewImagesField({
  files,
  onPick,
  onRemove,
  disabled,
  label,
}: {
  files: File[];
  onPick: (files: File[]) => void;
  onRemove: (index: number) => void;
  disabled?: boolean;
  label: string;
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const inputId = useId();
  const previews = useMemo(
    () =>
      files.map((file) =>
        typeof URL !== 'undefined' && URL.createObjectURL ? URL.createObjectURL(file) : '',
      ),
    [files],
  );
  useEffect(
    () => () => {
      for (const url of previews) if (url) URL.revokeObjectURL(url);
    },
    [previews],
  );
  const full = files.length >= REVIEW_IMAGES_MAX;

  return (
    <div>
      <p className={`${ui.body2} ${ui.secondary} ${styles.count}`}>
        {label} ({files.length}/{REVIEW_IMAGES_MAX})
      </p>
      <div className={styles.tiles}>
        {files.map((file, index) => (
          <div key={`${file.name}-${index}`} className={styles.preview}>
            {previews[index] ? (
              // A local preview (object URL): next/image cannot optimise it.
              // eslint-disable-next-line @next/next/no-img-element
              <img src={previews[index]} alt={file.name} className={styles.previewImage} />
            ) : null}
            <IconButton
              size="small"
              aria-label={`${t('Remove image')} ${file.name}`}
              onClick={() => onRemove(index)}
              disabled={disabled}
              className={styles.remove}
            >
              <PathIcon d={CLOSE} size={20} />
            </IconButton>
          </div>
        ))}
        {full ? null : (
          <label
            htmlFor={inputId}
            className={`${styles.add} ${disabled ? styles.addDisabled : ''}`}
          >
            <PathIcon d={ADD_PHOTO_ALTERNATE_OUTLINED} />
            <input
              id={inputId}
              type="file"
              accept={REVIEW_IMAGE_ACCEPT}
              multiple
              disabled={disabled}
              aria-label={label}
              onChange={(event) => {
                const picked = Array.from(event.target.files ?? []);
                event.target.value = '';
                if (picked.length) onPick(picked);
              }}
              className={styles.fileInput}
            />
          </label>
        )}
      </div>
    </div>
  );
}
