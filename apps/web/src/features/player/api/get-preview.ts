import type { PreviewResponse } from '@glotv/contracts/streams';
import { operatorUid } from '../../../config/operator.ts';
import { api, isApiError } from '../../../lib/api-client.ts';

export type Preview = PreviewResponse['data'];

/**
 * The landing's public preview: a trailer, then a stream, as short-lived Data Saver addresses. Null when the
 * catalog has nothing to preview (the server answers 404).
 */
export async function getPreview(signal?: AbortSignal): Promise<Preview | null> {
  try {
    return (await api.get<PreviewResponse>(`/api/client/v1/${operatorUid}/demo`, { signal })).data;
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}
