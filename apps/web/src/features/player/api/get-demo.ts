import type { DemoResponse } from '@glotv/contracts/streams';
import { operatorUid } from '../../../config/operator.ts';
import { api } from '../../../lib/api-client.ts';

export type Demo = DemoResponse['data'];

/** The landing's demo (spec §2): a trailer, then a demo stream; public, short-lived Data Saver addresses. */
export async function getDemo(signal?: AbortSignal): Promise<Demo> {
  return (await api.get<DemoResponse>(`/api/client/v1/${operatorUid}/demo`, { signal })).data;
}
