import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PathIcon } from '@/components/icons/Icon';
import { PHOTO_CAMERA_OUTLINED } from '@/components/icons/material/PhotoCameraOutlined';
import { Button } from '@/components/ui/Button';
import { PROFILE_IMAGE_ACCEPT, profileImageError } from '@/domain/validation/image';
import styles from './profile.module.css';

/**
 * Profile photo with preview. Only jpg, png, jpeg or gif up to 2 MB are taken; anything else is
 * refused with a message and the previous choice stays.
 */
export function ProfileImageField({
  currentUrl,
  file,
  onChange,
  initials,
}: {
  currentUrl?: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  initials: string;
}) {
  const { t } = useTranslation(['account', 'common']);
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  // An image that does not load shows the initials instead, as MUI's Avatar does.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const src = preview ?? currentUrl ?? null;
  const hintId = 'profile-image-hint';
  const errorId = 'profile-image-error';
  return (
    <div className={styles.photo}>
      <span className={styles.photoAvatar}>
        {src && src !== brokenSrc ? (
          // eslint-disable-next-line @next/next/no-img-element -- a blob preview or the API's photo URL
          <img src={src} alt={t('Profile photo preview')} onError={() => setBrokenSrc(src)} />
        ) : (
          initials || null
        )}
      </span>
      <div>
        <input
          ref={inputRef}
          type="file"
          name="image"
          accept={PROFILE_IMAGE_ACCEPT}
          aria-label={t('Profile photo')}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          tabIndex={-1}
          className="visually-hidden"
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            // Let the same file be picked again after a refusal.
            event.target.value = '';
            if (!chosen) return;
            const problem = profileImageError(chosen);
            setError(problem);
            if (!problem) onChange(chosen);
          }}
        />
        <Button
          variant="outlined"
          startIcon={<PathIcon d={PHOTO_CAMERA_OUTLINED} size={20} />}
          onClick={() => inputRef.current?.click()}
          data-needs-gesture
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        >
          {file || currentUrl ? t('Change photo') : t('Upload photo')}
        </Button>
        <p id={hintId} className={styles.photoHint}>
          {t('Image format: jpg, png, jpeg, gif. Maximum size: 2 MB. Ratio: 1:1')}
        </p>
        {error ? (
          <p id={errorId} role="alert" className={styles.photoError}>
            {t(error)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
