import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useId, useState } from 'react';
import toast from '@/lib/toast';
import { useApi } from '@/api/ApiProvider';
import type { Category } from '@/api/catalogTypes';
import { ApiError } from '@/api/errors';
import { queryKeys } from '@/api/queryKeys';
import { AppImage } from '@/components/AppImage';
import { PathIcon } from '@/components/icons/Icon';
import { CHECK_CIRCLE } from '@/components/icons/material/CheckCircle';
import { Button, ButtonLink } from '@/components/ui/Button';
import { toggleInterest } from '@/domain/location/modules';
import { LOCATION_NAMESPACES } from '@/features/location/i18n';
import { useSessionReady } from '@/features/profile/useSessionReady';
import { useAppSelector } from '@/store/hooks';
import styles from './modules.module.css';

/**
 * `/interest` (R-MOD-4): after choosing a module, a member picks the categories they
 * like; Save stores them (POST customer/update-interest) and goes on to /home, Skip goes there at once.
 * Plain elements (ADR 0001): each category is a toggle button (aria-pressed).
 */
export function InterestScreen({ categories }: { categories: Category[] }) {
  const { t } = useTranslation(LOCATION_NAMESPACES);
  const api = useApi();
  const router = useRouter();
  const queryClient = useQueryClient();
  const headingId = useId();
  const signedIn = useAppSelector((state) => Boolean(state.session.token));
  const hydrated = useSessionReady();
  const [chosen, setChosen] = useState<number[]>([]);

  // Interests belong to an account: a guest (e.g. after logging out here) continues to the home.
  useEffect(() => {
    if (hydrated && !signedIn) void router.replace('/home');
  }, [hydrated, signedIn, router]);

  const save = useMutation({
    mutationFn: () => api.customer.updateInterest(chosen),
    onSuccess: async (answer) => {
      toast.success(answer.message || t('Your interests have been saved.'));
      await queryClient.invalidateQueries({ queryKey: queryKeys.all.profile });
      await router.push('/home');
    },
    onError: (error) => {
      toast.error(error instanceof ApiError ? error.message : t('Something went wrong'));
    },
  });

  return (
    <div className={styles.interest}>
      <h1 id={headingId} className={styles.interestTitle}>
        {t('Choose your interests')}
      </h1>
      <p className={styles.interestLead}>
        {t('Get personalised recommendations: pick the categories you like.')}
      </p>
      <ul aria-labelledby={headingId} className={styles.interestGrid}>
        {categories.map((category) => {
          const pressed = chosen.includes(category.id);
          return (
            <li key={category.id}>
              <button
                type="button"
                aria-pressed={pressed}
                className={styles.interestTile}
                onClick={() => setChosen((list) => toggleInterest(list, category.id))}
              >
                {pressed ? (
                  <span className={styles.interestCheck}>
                    <PathIcon d={CHECK_CIRCLE} size={20} tone="primary" />
                  </span>
                ) : null}
                {category.image_full_url ? (
                  <AppImage src={category.image_full_url} alt="" width={56} height={56} />
                ) : null}
                <span className={styles.interestName}>{category.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className={styles.interestActions}>
        <ButtonLink href="/home">{t('Skip')}</ButtonLink>
        <Button
          variant="contained"
          disabled={!chosen.length || save.isPending}
          onClick={() => save.mutate()}
        >
          {t('Save')}
        </Button>
      </div>
    </div>
  );
}
