import { useQuery } from '@tanstack/react-query';
import { operatorUid } from '../../../config/operator.ts';
import { api } from '../../../lib/api-client.ts';

/** Whether the service is available from the visitor's address (valid 1 = inside Nigeria). */
export async function checkAvailability(): Promise<boolean> {
  const result = await api.get<{ valid: 0 | 1 }>(`/cm/api/auth/?operator_uid=${operatorUid}&usr=`);
  return result.valid !== 0;
}

export function useAvailability() {
  return useQuery({ queryKey: ['availability'], queryFn: checkAvailability, staleTime: 5 * 60_000 });
}
