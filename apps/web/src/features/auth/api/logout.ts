import { api, isApiError } from '../../../lib/api-client.ts';
import { refreshSession } from './refresh-session.ts';

const logoutPath = '/api/client/v1/global/logout';

/**
 * Ends the session on the server, which clears its cookies. When the access cookie has already expired
 * the refresh cookie may still hold a session: it is renewed once, then ended.
 */
export async function logout(): Promise<void> {
  try {
    await api.post(logoutPath, {});
  } catch (error) {
    if (!isApiError(error, 401)) throw error;
    await refreshSession().catch(() => undefined);
    await api.post(logoutPath, {}).catch(() => undefined);
  }
}
