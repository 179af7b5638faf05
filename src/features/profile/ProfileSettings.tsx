import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useRef, useState } from 'react';
import toast from '@/lib/toast';
import { useApi } from '@/api/ApiProvider';
import type { Profile } from '@/api/types';
import { profileSchema } from '@/domain/validation/schemas';
import { ErrorAlert } from '@/features/auth/ErrorAlert';
import { errorMessages } from '@/features/auth/errors';
import { textFieldProps } from '@/features/auth/formFields';
import { PasswordField } from '@/features/auth/PasswordField';
import { useFocusInvalidField } from '@/features/auth/useFocusInvalidField';
import { DeleteAccount } from './DeleteAccount';
import { ProfileImageField } from './ProfileImageField';
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
 * The profile edit form (spec document 2 §2 and §5): names, email, a photo and, for non-social
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
        await queryClient.invalidateQueries({ queryKey: ['profile'] });
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
    <Box>
      <Box component="form" ref={formRef} noValidate onSubmit={formik.handleSubmit}>
        <ErrorAlert messages={serverError} />
        <Stack spacing={3}>
          <ProfileImageField
            currentUrl={profile.image_full_url}
            file={image}
            onChange={setImage}
            initials={initials}
          />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                {...textFieldProps(formik, 'f_name', translate)}
                label={t('First name')}
                required
                fullWidth
                autoComplete="given-name"
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                {...textFieldProps(formik, 'l_name', translate)}
                label={t('Last name')}
                required
                fullWidth
                autoComplete="family-name"
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                {...textFieldProps(formik, 'email', translate)}
                label={t('Email')}
                type="email"
                required
                fullWidth
                autoComplete="email"
                slotProps={{ htmlInput: { dir: 'ltr' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                {...phoneField}
                label={t('Phone number')}
                type="tel"
                disabled
                fullWidth
                helperText={phoneField.helperText ?? t('The phone number cannot be changed')}
                slotProps={{ htmlInput: { dir: 'ltr' } }}
              />
            </Grid>
          </Grid>
          {social ? (
            <Alert severity="info" role="note">
              {t('Password cannot be updated with social logins')}
            </Alert>
          ) : (
            <Box>
              <Typography variant="h6" component="h3" gutterBottom>
                {t('Change password')}
              </Typography>
              <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
                {t('Leave the password fields empty to keep your current password.')}
              </Typography>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 6 }}>
                  <PasswordField
                    {...textFieldProps(formik, 'password', translate)}
                    label={t('New password')}
                    autoComplete="new-password"
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <PasswordField
                    {...textFieldProps(formik, 'confirm_password', translate)}
                    label={t('Confirm password')}
                    autoComplete="new-password"
                  />
                </Grid>
              </Grid>
            </Box>
          )}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" size="large" loading={formik.isSubmitting}>
              {t('Update profile')}
            </Button>
          </Box>
        </Stack>
      </Box>
      <Divider sx={{ my: 4 }} />
      <Typography variant="h6" component="h3" gutterBottom>
        {t('Delete account')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t('Deleting your account removes your profile. This cannot be undone.')}
      </Typography>
      <DeleteAccount />
    </Box>
  );
}
