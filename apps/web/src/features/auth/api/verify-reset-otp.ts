import type { passwordResetVerifyResponseSchema } from '@glotv/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

type VerifyResponse = z.infer<typeof passwordResetVerifyResponseSchema>;

/** Checks the reset OTP; a right one is used up for a single-use grant to set the new password. */
export function verifyResetOtp(check: { username: string; otp: string }): Promise<VerifyResponse> {
  return api.post<VerifyResponse>('/api/client/v1/global/password/reset/verify', check);
}

export function useVerifyResetOtp() {
  return useMutation({ mutationFn: verifyResetOtp });
}
