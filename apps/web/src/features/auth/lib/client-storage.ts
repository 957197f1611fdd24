/** Which stored keys a logout removes: everything except the ones in `keep` (language, device id). */
export function keysToRemove(keys: readonly string[], keep: readonly string[]): string[] {
  return keys.filter((key) => !keep.includes(key));
}

/** Logout clears … storage: all of localStorage but `keep`, and all of sessionStorage. */
export function clearClientStorage(keep: readonly string[]): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? '');
    for (const key of keysToRemove(keys, keep)) localStorage.removeItem(key);
    sessionStorage.clear();
  } catch {
    // Storage unavailable: nothing was stored either.
  }
}
