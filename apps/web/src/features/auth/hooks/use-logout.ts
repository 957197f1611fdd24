import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { languageStorageKey } from '../../../lib/i18n.ts';
import { logout } from '../api/logout.ts';
import { sessionQueryKey } from '../api/session-query-key.ts';
import { clearClientStorage } from '../lib/client-storage.ts';
import { deviceStorageKey } from '../lib/device.ts';

/**
 * Logout: ends the server session (its cookies), forgets every cached answer and everything
 * stored except the language and the device id, and returns to the login landing.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Offline, the server session outlives this; the browser still forgets everything it holds.
    await logout().catch(() => undefined);
    // The session becomes "signed out" in place (the app observes it); every other answer is dropped.
    queryClient.setQueryData(sessionQueryKey, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    queryClient.getMutationCache().clear();
    clearClientStorage([languageStorageKey, deviceStorageKey]);
    await navigate(paths.login, { replace: true });
  }, [queryClient, navigate]);
}
