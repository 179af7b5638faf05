import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import type { Module } from '@/api/types';
import { LOCATION_NAMESPACES } from '@/features/location/i18n';
import { useAppDispatch } from '@/store/hooks';
import { moduleSelected } from '@/store/slices/module';

export const MODULE_SELECTED_MESSAGE = 'A module has been selected.';

/** Choosing a module stores it, shows 'A module has been selected.' and goes to /home. */
export function useSelectModule() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const { t } = useTranslation(LOCATION_NAMESPACES);
  return useCallback(
    (module: Module) => {
      dispatch(moduleSelected(module));
      toast.success(t('A module has been selected.'), { id: MODULE_SELECTED_MESSAGE });
      void router.push('/home');
    },
    [dispatch, router, t],
  );
}
