import type { otpValidateResponseSchema } from '@glotv/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, api } from '../../../lib/api-client.ts';
import type { OtpDestination } from './generate-otp.ts';

type ValidateResponse = z.infer<typeof otpValidateResponseSchema>;

/** Resolves when the OTP is valid; a wrong, expired or exhausted OTP rejects with its code. */
export async function validateOtp(request: OtpDestination & { otp: string }): Promise<void> {
  const result = await api.post<ValidateResponse>('/cm/api/otp/?mode=validate', request);
  if (result.message !== 'OTP is valid') throw new ApiError(400, 'otp_invalid', result.message, undefined);
}

export function useValidateOtp() {
  return useMutation({ mutationFn: validateOtp });
}
