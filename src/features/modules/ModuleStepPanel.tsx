import { PathIcon } from '@/components/icons/Icon';
import { PLACE_OUTLINED } from '@/components/icons/material/PlaceOutlined';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useId, useRef } from 'react';
import { LOCATION_NAMESPACES } from '@/features/location/i18n';
import { useAppSelector } from '@/store/hooks';
import { ModulePicker } from './ModulePicker';
import { withMuiScope } from '@/theme/MuiScope';
import styles from './modules.module.css';

/**
 * The module step inside a page (the landing hero once a location is stored): the stored address
 * and the module grid. `focusKey` moves focus to the step each time a new location was just set.
 * Its own markup is plain elements (ADR 0001); the scope stays for the grid, `ModulePicker`, which
 * the module dialog shares and which is still built with MUI.
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
    <section aria-labelledby={headingId} className={styles.step}>
      {address ? (
        <div className={styles.address}>
          <span className={styles.addressIcon}>
            <PathIcon d={PLACE_OUTLINED} size={20} tone="primary" />
          </span>
          <p className={styles.addressText}>
            <span className={styles.addressLabel}>{t('Delivering to')}:</span> {address}
          </p>
        </div>
      ) : null}
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {t('Select a type of module for your orders')}
      </h2>
      <ModulePicker autoSelectSingle={autoSelectSingle} labelledBy={headingId} />
    </section>
  );
}

export default withMuiScope(ModuleStepPanel);
