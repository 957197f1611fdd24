import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSignedInUser } from '../../auth/public.ts';
import { devicesPath, devicesQueryOptions } from './get-devices.ts';

/** Ends every session of one of the subscriber's devices; it is signed out at its next call. */
export function signOutDevice(userId: string, deviceId: string): Promise<{ status: 'ok' }> {
  return api.delete<{ status: 'ok' }>(`${devicesPath(userId)}/${encodeURIComponent(deviceId)}`);
}

export function useSignOutDevice() {
  const userId = useSignedInUser().user_id;
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: string) => signOutDevice(userId, deviceId),
    onSettled: () => client.invalidateQueries({ queryKey: devicesQueryOptions(userId).queryKey }),
  });
}
