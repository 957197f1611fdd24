import type { SignedInStaff } from '@glotv/contracts/console-staff';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../lib/api-client.ts';
import { consoleApi } from './console-api.ts';

export const meQueryKey = ['console', 'me'] as const;

/** The signed-in member of staff, or null when signed out (the server's 401). */
export function useStaffSession() {
  return useQuery({
    queryKey: meQueryKey,
    queryFn: async (): Promise<SignedInStaff | null> => {
      try {
        return (await consoleApi.get<{ data: SignedInStaff }>('/me')).data;
      } catch (error) {
        if (isApiError(error, 401)) return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
}

/** After sign-in or set-up: the answer is the member, so the session query needs no new request. */
export function useSetSignedIn() {
  const client = useQueryClient();
  return (staff: SignedInStaff | null) => {
    if (staff === null) client.clear();
    client.setQueryData(meQueryKey, staff);
  };
}
