import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useId, useMemo, useRef } from 'react';
import { addPrescriptionFiles, MAX_PRESCRIPTION_IMAGES } from '@/domain/checkout/order';
import { PathIcon } from '@/components/icons/Icon';
import { ADD_PHOTO_ALTERNATE_OUTLINED } from '@/components/icons/material/AddPhotoAlternateOutlined';
import { CLOSE } from '@/components/icons/material/Close';
import { Button, IconButton } from '@/components/ui/Button';
import ui from '@/components/ui/ui.module.css';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';
import styles from './checkout.module.css';

/**
 * Prescription images (R-CHECKOUT-11): images only, at most 3, each
 * tile with a preview and a remove button.
 */
export function PrescriptionUpload({
  files,
  onChange,
  required,
  hint,
  error,
  onError,
  uploadId,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  required: boolean;
  /** Replaces the cart's hint (a prescription-only order says what the pharmacy does with it). */
  hint?: string;
  error: string | null;
  onError: (message: string | null) => void;
  /** The Upload button's id (the checkout focuses it when an image is missing). */
  uploadId?: string;
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  return (
    <div className={styles.prescription}>
      <p id={hintId} className={`${ui.body2} ${ui.secondary}`}>
        {hint ??
          (required
            ? t('Some items in your cart need a prescription.')
            : t('You can add a prescription to your order.'))}{' '}
        {t('Up to 3 images.')}
      </p>
      <div className={styles.tiles}>
        {files.map((file, index) => (
          <div key={`${file.name}-${index}`} className={styles.tile}>
            {/* A local preview (blob URL): next/image cannot optimise it. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={previews[index]}
              alt={t('Prescription image {{number}}', { number: index + 1 })}
            />
            <IconButton
              size="small"
              aria-label={t('Remove image {{number}}', { number: index + 1 })}
              onClick={() => {
                onError(null);
                onChange(files.filter((_, position) => position !== index));
              }}
              className={styles.removeImage}
            >
              <PathIcon d={CLOSE} size={20} />
            </IconButton>
          </div>
        ))}
        {files.length < MAX_PRESCRIPTION_IMAGES ? (
          <Button
            id={uploadId}
            variant="outlined"
            onClick={() => input.current?.click()}
            data-needs-gesture
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            className={styles.upload}
          >
            <PathIcon d={ADD_PHOTO_ALTERNATE_OUTLINED} />
            <span className={styles.uploadCaption}>{t('Upload')}</span>
          </Button>
        ) : null}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        data-testid="prescription-input"
        aria-label={t('Upload prescription images')}
        onChange={(event) => {
          const added = Array.from(event.target.files ?? []);
          event.target.value = '';
          const result = addPrescriptionFiles(files, added);
          onError(result.error);
          if (!result.error) onChange(result.files);
        }}
      />
      {error ? (
        <p id={errorId} role="alert" className={`${ui.body2} ${ui.errorText}`}>
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
