import type { LoginResponse } from '@glotv/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorUid, webClientCredentials } from '../../../config/operator.ts';
import { api } from '../../../lib/api-client.ts';
import { deviceInfo } from '../lib/device.ts';
import { sessionQueryKey } from './session-query-key.ts';

export interface Credentials {
  /** 'g' + the national number, or the e-mail. */
  username: string;
  password: string;
}

/** Headers of the login-type calls: the web client's Basic id, and cookies instead of tokens in the body. */
export function signInHeaders(): Record<string, string> {
  return { Authorization: `Basic ${btoa(webClientCredentials)}`, 'X-Session-Mode': 'cookie' };
}

/** A login counts only when the answer is for the expected operator. */
export function assertOperator(response: LoginResponse): LoginResponse {
  if (response.data.operator_uid !== operatorUid) throw new Error('signed in to another operator');
  return response;
}

export async function login({ username, password }: Credentials): Promise<LoginResponse> {
  const body = { username, password, ...deviceInfo() };
  return assertOperator(
    await api.post<LoginResponse>('/api/client/v1/global/login', body, { headers: signInHeaders() }),
  );
}

/** Resolves once the session query knows the user, so a guarded page can be opened right after. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
