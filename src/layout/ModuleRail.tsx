import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { PathIcon } from '@/components/icons/Icon';
import { STOREFRONT_OUTLINED } from '@/components/icons/material/StorefrontOutlined';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { AppImage } from '@/components/AppImage';
import { railModules } from '@/domain/location/modules';
import { useLocationMessages } from '@/features/location/i18n';
import { useSelectModule } from '@/features/modules/useSelectModule';
import { useZoneModules } from '@/features/modules/useZoneModules';
import { useAppSelector } from '@/store/hooks';
import { parseZoneIds } from '@/domain/location/stored';
import { MODULE_RAIL_WIDTH } from './moduleRailWidth';
import { withMuiScope } from '@/theme/MuiScope';

/**
 * The side rail of module icons (R-SHELL-8): only modules serving the stored zones, the
 * current one marked by a bar and bold text as well as colour. Hidden below 1180 px.
 */
function ModuleRail() {
  const { t } = useTranslation();
  // The selection toast is in the location namespace, which /home does not ship.
  useLocationMessages();
  const zoneIds = useAppSelector((state) => state.location.zoneIds);
  const selected = useAppSelector((state) => state.module.selected);
  const modules = useZoneModules();
  const select = useSelectModule();
  const list = railModules(modules.data, parseZoneIds(zoneIds));
  if (list.length < 2) return null;

  return (
    <Box
      component="nav"
      aria-label={t('Modules')}
      sx={{
        display: { xs: 'none', lg: 'block' },
        position: 'fixed',
        insetInlineStart: 8,
        top: '50%',
        transform: 'translateY(-50%)',
        zIndex: 'appBar',
        width: MODULE_RAIL_WIDTH - 16,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        boxShadow: 2,
        py: 1,
      }}
    >
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        {list.map((module) => {
          const current = selected?.id === module.id;
          return (
            <li key={module.id}>
              <ButtonBase
                focusRipple
                aria-current={current ? 'page' : undefined}
                onClick={() => {
                  if (!current) select(module);
                }}
                sx={{
                  width: '100%',
                  flexDirection: 'column',
                  gap: 0.5,
                  py: 1,
                  px: 0.5,
                  color: current ? 'primary.main' : 'text.secondary',
                  borderInlineStart: 3,
                  borderColor: current ? 'primary.main' : 'transparent',
                  '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
                }}
              >
                {module.icon_full_url ? (
                  <AppImage src={module.icon_full_url} alt="" width={32} height={32} />
                ) : (
                  <PathIcon d={STOREFRONT_OUTLINED} size={32} />
                )}
                <Typography
                  component="span"
                  sx={{
                    fontSize: 11,
                    lineHeight: 1.2,
                    fontWeight: current ? 700 : 500,
                    textAlign: 'center',
                    overflowWrap: 'break-word',
                    hyphens: 'auto',
                  }}
                >
                  {module.module_name}
                </Typography>
              </ButtonBase>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

export default withMuiScope(ModuleRail);
