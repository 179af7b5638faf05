import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PathIcon } from '@/components/icons/Icon';
import { PLACE_OUTLINED } from '@/components/icons/material/PlaceOutlined';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useId, useRef } from 'react';
import { LOCATION_NAMESPACES } from '@/features/location/i18n';
import { useAppSelector } from '@/store/hooks';
import { ModulePicker } from './ModulePicker';
import { withMuiScope } from '@/theme/MuiScope';

/**
 * The module step inside a page (the landing hero once a location is stored): the stored address
 * and the module grid. `focusKey` moves focus to the step each time a new location was just set.
 */
function ModuleStepPanel({
  autoSelectSingle = false,
  focusKey = 0,
}: {
  autoSelectSingle?: boolean;
  focusKey?: number;
}) {
  const { t } = useTranslation(LOCATION_NAMESPACES);
  const address = useAppSelector((state) => state.location.address);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusKey > 0) heading.current?.focus();
  }, [focusKey]);

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      {address ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1.5 }}>
          <Box sx={{ mt: 0.25, lineHeight: 0 }}>
            <PathIcon d={PLACE_OUTLINED} size={20} tone="primary" />
          </Box>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {t('Delivering to')}:
            </Box>{' '}
            {address}
          </Typography>
        </Stack>
      ) : null}
      <Typography
        id={headingId}
        ref={heading}
        tabIndex={-1}
        variant="h4"
        component="h2"
        sx={{ mb: 1.5, outline: 'none' }}
      >
        {t('Select a type of module for your orders')}
      </Typography>
      <ModulePicker autoSelectSingle={autoSelectSingle} labelledBy={headingId} />
    </Box>
  );
}

export default withMuiScope(ModuleStepPanel);
