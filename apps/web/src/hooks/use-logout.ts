import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths.ts';

/**
 * Logout as far as it exists today: no session is kept yet, so there is nothing to clear
 * and logging out means returning to the login landing (spec §4, "Logout").
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    void navigate(paths.login);
  }, [navigate]);
}
