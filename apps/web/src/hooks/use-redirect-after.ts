import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Replaces the page with `path` after `ms` milliseconds, as long as `active` stays true. */
export function useRedirectAfter(path: string, ms: number, active: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => void navigate(path, { replace: true }), ms);
    return () => clearTimeout(timer);
  }, [navigate, path, ms, active]);
}
