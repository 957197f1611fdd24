import type { subscriberLookupResponseSchema } from '@glotv/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

type LookupResponse = z.infer<typeof subscriberLookupResponseSchema>;

/** Whether a subscriber uid ('g' + number, or e-mail) is registered; an empty list means not. */
export async function isRegistered(subscriberUid: string): Promise<boolean> {
  const query = new URLSearchParams({ subscriber_uid: subscriberUid, limit: '30' });
  const result = await api.get<LookupResponse>(`/cm/api/subscriber/?${query}`);
  return result.data.length > 0;
}

export function useIsRegistered() {
  return useMutation({ mutationFn: isRegistered });
}
