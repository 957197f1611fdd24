import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface PasswordReset {
  username: string;
  otp: string;
  password: string;
  confirm_password: string;
}

export function resetPassword(reset: PasswordReset): Promise<{ status: 'ok' }> {
  return api.post<{ status: 'ok' }>('/api/client/v1/global/password/reset', reset);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
