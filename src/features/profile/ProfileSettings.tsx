import { useQueryClient } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useRef, useState } from 'react';
import toast from '@/lib/toast';
import { useApi } from '@/api/ApiProvider';
import { queryKeys } from '@/api/queryKeys';
import type { Profile } from '@/api/types';
import { Notice } from '@/components/Notice';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { profileSchema } from '@/domain/validation/schemas';
import { ErrorAlert } from '@/features/auth/ErrorAlert';
import { errorMessages } from '@/features/auth/errors';
import { textFieldProps } from '@/features/auth/formFields';
import { PasswordField } from '@/features/auth/PasswordField';
import { useFocusInvalidField } from '@/features/auth/useFocusInvalidField';
import { DeleteAccount } from './DeleteAccount';
import { ProfileImageField } from './ProfileImageField';
import styles from './profile.module.css';
import { isSocialAccount } from './sections';

const FIELDS = ['f_name', 'l_name', 'email', 'phone', 'password', 'confirm_password'] as const;

interface ProfileValues {
  f_name: string;
  l_name: string;
  phone: string;
  email: string;
  password: string;
  confirm_password: string;
}

function valuesOf(profile: Profile): ProfileValues {
  return {
    f_name: profile.f_name ?? '',
    l_name: profile.l_name ?? '',
    phone: profile.phone ?? '',
    email: profile.email ?? '',
    password: '',
    confirm_password: '',
  };
}

/**
 * The profile edit form (R-ACCOUNT-2): names, email, a photo and, for non-social
 * accounts, a new password that is sent only when filled. The phone cannot be changed here.
 */
export function ProfileSettings({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['account', 'common']);
  const translate = (key: string) => t(key);
  const api = useApi();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [image, setImage] = useState<File | null>(null);
  const [serverError, setServerError] = useState<string[] | null>(null);
  const social = isSocialAccount(profile);

  const formik = useFormik<ProfileValues>({
    initialValues: valuesOf(profile),
    // A refetched profile (after saving) becomes the new starting point.
    enableReinitialize: true,
    validationSchema: profileSchema,
    onSubmit: async (values, helpers) => {
      setServerError(null);
      try {
        const response = await api.customer.updateProfile({
          f_name: values.f_name.trim(),
          l_name: values.l_name.trim(),
          email: values.email.trim(),
          phone: profile.phone ?? values.phone,
          password: !social && values.password ? values.password : undefined,
          image,
        });
        toast.success(response.message || t('Profile updated successfully'), {
          id: 'profile-updated',
        });
        setImage(null);
        helpers.resetForm({ values: { ...values, password: '', confirm_password: '' } });
        await queryClient.invalidateQueries({ queryKey: queryKeys.all.profile });
      } catch (error) {
        setServerError(errorMessages(error));
      }
    },
  });
  useFocusInvalidField(formik, formRef, FIELDS);

  const phoneField = textFieldProps(formik, 'phone', translate);
  const initials =
    `${profile.f_name?.charAt(0) ?? ''}${profile.l_name?.charAt(0) ?? ''}`.toUpperCase();
  return (
    <div>
      <form ref={formRef} noValidate onSubmit={formik.handleSubmit}>
        <ErrorAlert messages={serverError} />
        <div className={styles.form}>
          <ProfileImageField
            currentUrl={profile.image_full_url}
            file={image}
            onChange={setImage}
            initials={initials}
          />
          <div className={styles.fields}>
            <TextField
              {...textFieldProps(formik, 'f_name', translate)}
              label={t('First name')}
              required
              autoComplete="given-name"
            />
            <TextField
              {...textFieldProps(formik, 'l_name', translate)}
              label={t('Last name')}
              required
              autoComplete="family-name"
            />
            <TextField
              {...textFieldProps(formik, 'email', translate)}
              label={t('Email')}
              type="email"
              required
              autoComplete="email"
              inputProps={{ dir: 'ltr' }}
            />
            <TextField
              {...phoneField}
              label={t('Phone number')}
              type="tel"
              disabled
              helperText={phoneField.helperText ?? t('The phone number cannot be changed')}
              inputProps={{ dir: 'ltr' }}
            />
          </div>
          {social ? (
            <Notice severity="info" role="note">
              {t('Password cannot be updated with social logins')}
            </Notice>
          ) : (
            <div>
              <h3 className={styles.subheading}>{t('Change password')}</h3>
              <p className={styles.hint}>
                {t('Leave the password fields empty to keep your current password.')}
              </p>
              <div className={styles.fields}>
                <PasswordField
                  {...textFieldProps(formik, 'password', translate)}
                  label={t('New password')}
                  autoComplete="new-password"
                />
                <PasswordField
                  {...textFieldProps(formik, 'confirm_password', translate)}
                  label={t('Confirm password')}
                  autoComplete="new-password"
                />
              </div>
            </div>
          )}
          <div className={styles.submitRow}>
            <Button type="submit" variant="contained" size="large" busy={formik.isSubmitting}>
              {t('Update profile')}
            </Button>
          </div>
        </div>
      </form>
      <hr className={styles.divider} />
      <h3 className={styles.subheading}>{t('Delete account')}</h3>
      <p className={styles.hint}>
        {t('Deleting your account removes your profile. This cannot be undone.')}
      </p>
      <DeleteAccount />
    </div>
  );
}
