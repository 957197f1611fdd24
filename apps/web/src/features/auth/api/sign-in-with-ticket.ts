import type { LoginResponse } from '@glotv/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { deviceInfo } from '../lib/device.ts';
import { assertOperator, signInHeaders } from './login.ts';
import { sessionQueryKey } from './session-query-key.ts';

/** The final sign-up modal's Sign In: redeems the single-use ticket the registration returned. */
export async function signInWithTicket(ticket: string): Promise<LoginResponse> {
  const body = { ticket, ...deviceInfo() };
  return assertOperator(
    await api.post<LoginResponse>('/api/client/v1/global/sign-in-ticket', body, { headers: signInHeaders() }),
  );
}

export function useSignInWithTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
