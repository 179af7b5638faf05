import { useRouter } from 'next/router';
import { useState } from 'react';
import { useHydrated } from '@/components/ClientOnly';
import { Notice } from '@/components/Notice';
import { Button } from '@/components/ui/Button';
import { Checkbox, SegmentedControl } from '@/components/ui/Choice';
import { askPushPermission, firebaseSettings } from '@/features/notifications/firebase';
import { useLanguageChange } from '@/features/settings/useLanguageChange';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { LANGUAGES, type LocaleCode } from '@/lib/locale';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { notificationPreferenceSet, themeModeSet, type ThemeMode } from '@/store/slices/settings';
import styles from './account.module.css';

type Permission = NotificationPermission | 'unsupported';

/** The browser's notification permission, once known in the browser. */
function currentPermission(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** The browser's notification permission (null while server-rendering and hydrating). */
function usePermission(): [Permission | null, () => void] {
  const hydrated = useHydrated();
  const [, setChecked] = useState(0);
  const refresh = () => setChecked((count) => count + 1);
  return [hydrated ? currentPermission() : null, refresh];
}

/** System notifications through Firebase, when the operator configured it. */
function SystemNotifications() {
  const { t } = useTranslation(['account', 'common']);
  const [permission, refresh] = usePermission();
  if (!firebaseSettings() || permission === null || permission === 'unsupported') return null;
  if (permission === 'granted')
    return (
      <p className={styles.settingHint}>{t('System notifications are on for this browser.')}</p>
    );
  if (permission === 'denied')
    return (
      <Notice severity="info" role="note">
        {t('Notifications are blocked in this browser. Allow them in its site settings.')}
      </Notice>
    );
  return (
    <Button
      variant="outlined"
      onClick={() => {
        askPushPermission();
        window.setTimeout(refresh, 1500);
      }}
    >
      {t('Allow system notifications')}
    </Button>
  );
}

/** Language, theme and notification preferences in the page itself (R-ACCOUNT-7). */
export function SettingsSection() {
  const { t } = useTranslation(['account', 'common']);
  const { locale = 'en' } = useRouter();
  const dispatch = useAppDispatch();
  const changeLanguage = useLanguageChange();
  const theme = useAppSelector((state) => state.settings.themeMode);
  const notifyMessages = useAppSelector((state) => state.settings.notifyMessages !== false);
  const notifyOrders = useAppSelector((state) => state.settings.notifyOrders !== false);
  return (
    <div className={styles.settings}>
      <section aria-labelledby="settings-language" className={styles.settingBlock}>
        <h2 id="settings-language" className={styles.settingTitle}>
          {t('Language')}
        </h2>
        <SegmentedControl<LocaleCode>
          legend={t('Language')}
          name="settings-language"
          value={locale as LocaleCode}
          segments={LANGUAGES.map((language) => ({ value: language.code, label: language.label }))}
          onChange={(code) => code !== locale && changeLanguage(code)}
        />
      </section>
      <section aria-labelledby="settings-theme" className={styles.settingBlock}>
        <h2 id="settings-theme" className={styles.settingTitle}>
          {t('Theme')}
        </h2>
        <SegmentedControl<ThemeMode>
          legend={t('Theme')}
          name="settings-theme"
          value={theme}
          segments={[
            { value: 'light', label: t('Light') },
            { value: 'dark', label: t('Dark') },
          ]}
          onChange={(mode) => dispatch(themeModeSet(mode))}
        />
      </section>
      <section aria-labelledby="settings-notifications" className={styles.settingBlock}>
        <h2 id="settings-notifications" className={styles.settingTitle}>
          {t('Notifications')}
        </h2>
        <Checkbox
          label={t('Show new chat messages')}
          checked={notifyMessages}
          onChange={(event) =>
            dispatch(notificationPreferenceSet({ kind: 'messages', on: event.target.checked }))
          }
        />
        <Checkbox
          label={t('Show order updates')}
          checked={notifyOrders}
          onChange={(event) =>
            dispatch(notificationPreferenceSet({ kind: 'orders', on: event.target.checked }))
          }
        />
        <SystemNotifications />
      </section>
    </div>
  );
}
