import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useRef } from 'react';
import type { Module } from '@/api/types';
import { AppImage } from '@/components/AppImage';
import { PathIcon } from '@/components/icons/Icon';
import { CHECK_CIRCLE } from '@/components/icons/material/CheckCircle';
import { STOREFRONT_OUTLINED } from '@/components/icons/material/StorefrontOutlined';
import { Spinner } from '@/components/Spinner';
import { Button } from '@/components/ui/Button';
import { isCurrentModule, moduleStep } from '@/domain/location/modules';
import { LOCATION_NAMESPACES } from '@/features/location/i18n';
import { useAppSelector } from '@/store/hooks';
import { useSelectModule } from './useSelectModule';
import { useZoneModules } from './useZoneModules';

export interface ModulePickerProps {
  /** With exactly one module, select it at once and go to /home (the module step after a new location). */
  autoSelectSingle?: boolean;
  /** Called after a module was chosen (the dialog closes). */
  onSelected?: (module: Module) => void;
  /** The id of the text that labels the grid (a heading or the dialog's subtitle). */
  labelledBy?: string;
}

function ModuleButton({
  module,
  current,
  onChoose,
}: {
  module: Module;
  current: boolean;
  onChoose: (module: Module) => void;
}) {
  return (
    <ButtonBase
      focusRipple
      aria-pressed={current}
      onClick={() => onChoose(module)}
      sx={(theme) => ({
        position: 'relative',
        width: '100%',
        height: '100%',
        minHeight: 112,
        flexDirection: 'column',
        gap: 1,
        p: 1.5,
        borderRadius: 2,
        border: current ? 2 : 1,
        borderColor: current ? 'primary.main' : 'divider',
        bgcolor: current ? 'action.selected' : 'background.paper',
        color: 'text.primary',
        transition: theme.transitions.create(['border-color', 'background-color']),
        '&:hover': { borderColor: 'primary.main' },
        '&.Mui-focusVisible': {
          outline: `3px solid ${(theme.vars ?? theme).palette.primary.main}`,
          outlineOffset: 2,
        },
      })}
    >
      {current ? (
        // A shape, not only a colour, marks the current module.
        <Box sx={{ position: 'absolute', top: 6, insetInlineEnd: 6, lineHeight: 0 }}>
          <PathIcon d={CHECK_CIRCLE} size={20} tone="primary" />
        </Box>
      ) : null}
      {module.icon_full_url ? (
        <AppImage src={module.icon_full_url} alt="" width={48} height={48} />
      ) : (
        <Box sx={{ color: 'text.secondary', lineHeight: 0 }}>
          <PathIcon d={STOREFRONT_OUTLINED} size={48} />
        </Box>
      )}
      <Typography component="span" sx={{ fontWeight: current ? 700 : 600, textAlign: 'center' }}>
        {module.module_name}
      </Typography>
    </ButtonBase>
  );
}

/**
 * The module step (R-MOD-2): the modules of the stored zone. None: 'No
 * module found'; exactly one: selected at once when `autoSelectSingle`; otherwise a grid of icon
 * and name buttons with the previous choice pressed.
 */
export function ModulePicker({
  autoSelectSingle = false,
  onSelected,
  labelledBy,
}: ModulePickerProps) {
  const { t } = useTranslation(LOCATION_NAMESPACES);
  const modules = useZoneModules();
  const selected = useAppSelector((state) => state.module.selected);
  const select = useSelectModule();
  const autoSelected = useRef(false);
  const step = modules.data ? moduleStep(modules.data) : null;

  const choose = (module: Module) => {
    select(module);
    onSelected?.(module);
  };

  const single = step?.kind === 'single' ? step.module : null;
  useEffect(() => {
    if (!autoSelectSingle || !single || autoSelected.current) return;
    autoSelected.current = true;
    select(single);
    onSelected?.(single);
  }, [autoSelectSingle, onSelected, select, single]);

  if (modules.isError) {
    return (
      <Box role="alert" sx={{ textAlign: 'center', py: 3 }}>
        <Typography sx={{ mb: 2 }}>{t('Could not load the modules.')}</Typography>
        <Button variant="outlined" onClick={() => void modules.refetch()}>
          {t('Try again')}
        </Button>
      </Box>
    );
  }

  if (!step) {
    return (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <Spinner label={t('Loading modules...')} primary />
      </Box>
    );
  }

  if (step.kind === 'none') {
    return (
      <Box role="status" sx={{ textAlign: 'center', py: 4, px: 2 }}>
        <Box sx={{ color: 'text.secondary', mb: 1, lineHeight: 0 }}>
          <PathIcon d={STOREFRONT_OUTLINED} size={56} />
        </Box>
        <Typography variant="h4" component="p" gutterBottom>
          {t('No module found')}
        </Typography>
        <Typography color="textSecondary">
          {t('Contact with the site owner to activate modules.')}
        </Typography>
      </Box>
    );
  }

  const list = step.kind === 'single' ? [step.module] : step.modules;
  return (
    <Box
      component="ul"
      aria-labelledby={labelledBy}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
      }}
    >
      {list.map((module) => (
        <Box component="li" key={module.id}>
          <ModuleButton
            module={module}
            current={isCurrentModule(module, selected)}
            onChoose={choose}
          />
        </Box>
      ))}
    </Box>
  );
}
