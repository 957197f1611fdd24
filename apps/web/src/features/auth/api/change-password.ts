import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface PasswordChange {
  old_password: string;
  password: string;
  confirm_password: string;
}

/** Signed in: a wrong old password answers 401 invalid_credentials. */
export function changePassword(change: PasswordChange): Promise<{ status: 'ok' }> {
  return api.post<{ status: 'ok' }>('/api/client/v1/global/password/change', change);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
