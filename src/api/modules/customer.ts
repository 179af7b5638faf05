import type { HttpClient } from '../http';
import type { MessageResponse, Profile } from '../types';

export interface ProfileUpdate {
  f_name: string;
  l_name: string;
  email: string;
  phone: string;
  password?: string;
  image?: File | null;
}

export function customerApi(http: HttpClient) {
  return {
    async info(): Promise<Profile> {
      return (await http.get<Profile>('/customer/info')).data;
    },
    /** Multipart, as the contract asks; the password is sent only when filled. */
    async updateProfile(update: ProfileUpdate): Promise<MessageResponse> {
      const form = new FormData();
      form.append('f_name', update.f_name);
      form.append('l_name', update.l_name);
      form.append('name', `${update.f_name} ${update.l_name}`.trim());
      form.append('email', update.email);
      form.append('phone', update.phone);
      if (update.password) form.append('password', update.password);
      if (update.image) form.append('image', update.image);
      return (await http.post<MessageResponse>('/customer/update-profile', form, { silent: true }))
        .data;
    },
    async updateFirebaseToken(token: string): Promise<MessageResponse> {
      return (
        await http.post<MessageResponse>('/customer/cm-firebase-token', {
          cm_firebase_token: token,
          _method: 'put',
        })
      ).data;
    },
    /** The categories a member is interested in, for the moduleId header's module (API-CUSTOMER-4). */
    async updateInterest(categoryIds: readonly number[]): Promise<MessageResponse> {
      return (
        await http.post<MessageResponse>(
          '/customer/update-interest',
          { interest: categoryIds },
          { silent: true },
        )
      ).data;
    },
    async removeAccount(): Promise<void> {
      await http.delete('/customer/remove-account', { silent: true });
    },
  };
}
