import type { passwordForgotResponseSchema } from '@glotv/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

type ForgotResponse = z.infer<typeof passwordForgotResponseSchema>;

/** Sends a reset OTP to a registered user; calling it again is the resend (the server keeps the countdown). */
export function forgotPassword(username: string): Promise<ForgotResponse> {
  return api.post<ForgotResponse>('/api/client/v1/global/password/forgot', { username });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
