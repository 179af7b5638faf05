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
import styles from './moduleRail.module.css';

/**
 * The side rail of module icons (R-SHELL-8): only modules serving the stored zones, the
 * current one marked by a bar and bold text as well as colour. Hidden below 1180 px. Plain elements
 * (ADR 0001): it shows on /home, and MUI would load with it.
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
    <nav aria-label={t('Modules')} className={styles.rail}>
      <ul className={styles.list}>
        {list.map((module) => {
          const current = selected?.id === module.id;
          return (
            <li key={module.id}>
              <button
                type="button"
                aria-current={current ? 'page' : undefined}
                className={styles.module}
                onClick={() => {
                  if (!current) select(module);
                }}
              >
                {module.icon_full_url ? (
                  <AppImage src={module.icon_full_url} alt="" width={32} height={32} />
                ) : (
                  <PathIcon d={STOREFRONT_OUTLINED} size={32} />
                )}
                <span className={styles.name}>{module.module_name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export default ModuleRail;
