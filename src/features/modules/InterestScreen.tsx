import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
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

/**
 * `/interest` (R-MOD-4): after choosing a module, a member picks the categories they
 * like; Save stores them (POST customer/update-interest) and goes on to /home, Skip goes there at once.
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
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography id={headingId} variant="h1" sx={{ mb: 1 }}>
        {t('Choose your interests')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('Get personalised recommendations: pick the categories you like.')}
      </Typography>
      <Box
        component="ul"
        aria-labelledby={headingId}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {categories.map((category) => {
          const pressed = chosen.includes(category.id);
          return (
            <li key={category.id}>
              <ButtonBase
                focusRipple
                aria-pressed={pressed}
                onClick={() => setChosen((list) => toggleInterest(list, category.id))}
                sx={{
                  position: 'relative',
                  width: '100%',
                  minHeight: 128,
                  flexDirection: 'column',
                  gap: 1,
                  p: 1.5,
                  borderRadius: 2,
                  border: pressed ? 2 : 1,
                  borderColor: pressed ? 'primary.main' : 'divider',
                  bgcolor: pressed ? 'action.selected' : 'background.paper',
                }}
              >
                {pressed ? (
                  <Box sx={{ position: 'absolute', top: 6, insetInlineEnd: 6, lineHeight: 0 }}>
                    <PathIcon d={CHECK_CIRCLE} size={20} tone="primary" />
                  </Box>
                ) : null}
                {category.image_full_url ? (
                  <AppImage src={category.image_full_url} alt="" width={56} height={56} />
                ) : null}
                <Typography component="span" sx={{ fontWeight: pressed ? 700 : 500 }}>
                  {category.name}
                </Typography>
              </ButtonBase>
            </li>
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', mt: 4 }}>
        <ButtonLink href="/home">{t('Skip')}</ButtonLink>
        <Button
          variant="contained"
          disabled={!chosen.length || save.isPending}
          onClick={() => save.mutate()}
        >
          {t('Save')}
        </Button>
      </Box>
    </Container>
  );
}
