import type { passwordResetRequestSchema } from '@glotv/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type PasswordReset = z.infer<typeof passwordResetRequestSchema>;

/** Spends the grant a valid reset OTP gave, setting the new password. */
export function resetPassword(reset: PasswordReset): Promise<{ status: 'ok' }> {
  return api.post<{ status: 'ok' }>('/api/client/v1/global/password/reset', reset);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
