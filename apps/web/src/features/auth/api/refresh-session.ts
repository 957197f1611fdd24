import type { LoginResponse } from '@glotv/contracts/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, isApiError } from '../../../lib/api-client.ts';
import { SESSION_REFRESH_MS } from '../lib/constants.ts';
import { sessionQueryKey } from './session-query-key.ts';

/** Renews the session cookies (the refresh token is an httpOnly cookie, so the body is empty). */
export function refreshSession(): Promise<LoginResponse> {
  return api.post<LoginResponse>(
    '/api/client/v1/global/refresh',
    {},
    { headers: { 'X-Session-Mode': 'cookie' } },
  );
}

/** While signed in, the login is refreshed every 950000 ms; a refused refresh signs the user out. */
export function useSessionRefresh(signedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    const timer = setInterval(() => {
      refreshSession().catch((error: unknown) => {
        if (isApiError(error, 401)) queryClient.setQueryData(sessionQueryKey, null);
      });
    }, SESSION_REFRESH_MS);
    return () => clearInterval(timer);
  }, [signedIn, queryClient]);
}
