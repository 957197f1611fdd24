import type { otpGenerateResponseSchema } from '@glotv/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type OtpDestination = { mobile_number: string } | { email: string };
type GenerateResponse = z.infer<typeof otpGenerateResponseSchema>;

/** Sends an OTP by SMS or e-mail; the answer says when a resend is allowed. Also the resend. */
export function generateOtp(destination: OtpDestination): Promise<GenerateResponse> {
  return api.post<GenerateResponse>('/cm/api/otp/?mode=generate', destination);
}

export function useGenerateOtp() {
  return useMutation({ mutationFn: generateOtp });
}
