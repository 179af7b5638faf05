import type { HttpClient } from '../http';
import type { MessageResponse, TokenResponse } from '../types';

export interface SignUpInput {
  f_name: string;
  l_name: string;
  phone: string;
  email?: string;
  password: string;
  ref_code?: string;
  guest_id?: string | null;
}

export interface LoginInput {
  emailOrPhone: string;
  password: string;
  fieldType: 'phone' | 'email';
  guest_id?: string | null;
}

export type VerificationMethod = 'phone' | 'email';

export function authApi(http: HttpClient) {
  return {
    /** A new guest id; `fcmToken`, this browser's push token when it has one (API-CUSTOMER-5). */
    async requestGuestId(fcmToken?: string | null): Promise<string> {
      const body = fcmToken ? { fcm_token: fcmToken } : {};
      const data = (
        await http.post<{ guest_id: number | string }>('/auth/guest/request', body, {
          silent: true,
        })
      ).data;
      return String(data.guest_id);
    },
    async signUp(input: SignUpInput): Promise<TokenResponse> {
      const body = {
        // 3.x reads `name`; 2.x reads f_name/l_name. Send both.
        name: `${input.f_name} ${input.l_name}`.trim(),
        f_name: input.f_name,
        l_name: input.l_name,
        phone: input.phone,
        email: input.email || undefined,
        password: input.password,
        ref_code: input.ref_code || undefined,
        guest_id: input.guest_id ?? undefined,
      };
      return (await http.post<TokenResponse>('/auth/sign-up', body, { silent: true })).data;
    },
    async login(input: LoginInput): Promise<TokenResponse> {
      const body = {
        login_type: 'manual',
        email_or_phone: input.emailOrPhone,
        field_type: input.fieldType,
        password: input.password,
        guest_id: input.guest_id ?? undefined,
      };
      return (await http.post<TokenResponse>('/auth/login', body, { silent: true })).data;
    },
    async verifyPhone(input: {
      otp: string;
      phone?: string;
      email?: string;
      verification_type: VerificationMethod;
      login_type?: 'manual' | 'otp';
      guest_id?: string | null;
    }): Promise<TokenResponse> {
      return (
        await http.post<TokenResponse>(
          '/auth/verify-phone',
          { login_type: 'manual', ...input, guest_id: input.guest_id ?? undefined },
          { silent: true },
        )
      ).data;
    },
    async forgotPassword(input: {
      verification_method: VerificationMethod;
      phone?: string;
      email?: string;
    }): Promise<MessageResponse> {
      return (await http.post<MessageResponse>('/auth/forgot-password', input, { silent: true }))
        .data;
    },
    async verifyResetToken(input: {
      reset_token: string;
      verification_method: VerificationMethod;
      phone?: string;
      email?: string;
    }): Promise<MessageResponse> {
      return (await http.post<MessageResponse>('/auth/verify-token', input, { silent: true })).data;
    },
    async resetPassword(input: {
      reset_token: string;
      password: string;
      confirm_password: string;
      verification_method: VerificationMethod;
      phone?: string;
      email?: string;
    }): Promise<MessageResponse> {
      return (await http.put<MessageResponse>('/auth/reset-password', input, { silent: true }))
        .data;
    },
  };
}
