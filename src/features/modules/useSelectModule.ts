import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useCallback } from 'react';
import toast from '@/lib/toast';
import type { Module } from '@/api/types';
import { asksForInterest } from '@/domain/location/modules';
import { LOCATION_NAMESPACES } from '@/features/location/i18n';
import { useProfile } from '@/hooks/useProfile';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { moduleSelected } from '@/store/slices/module';

export const MODULE_SELECTED_MESSAGE = 'A Module has been selected';

/**
 * Choosing a module stores it, shows 'A Module has been selected' and goes to /home, or first to
 * /interest for a member who has not chosen interests in that module (R-MOD-4).
 */
export function useSelectModule() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const { t } = useTranslation(LOCATION_NAMESPACES);
  const signedIn = useAppSelector((state) => Boolean(state.session.token));
  const profile = useProfile();
  const interestModuleIds = profile.data?.selected_modules_for_interest;
  return useCallback(
    (module: Module) => {
      dispatch(moduleSelected(module));
      toast.success(t('A Module has been selected'), { id: MODULE_SELECTED_MESSAGE });
      const interest = asksForInterest({ module, signedIn, interestModuleIds });
      void router.push(interest ? '/interest' : '/home');
    },
    [dispatch, router, t, signedIn, interestModuleIds],
  );
}
