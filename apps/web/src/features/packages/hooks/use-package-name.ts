import { useCallback } from 'react';

/**
 * A package's name as the server sends it, already in the interface language (the calls carry `translation`):
 * a package (`title`) or a purchase (`package_title`, the name it was sold under). An editor's rename shows
 * without a change here.
 */
export function usePackageName() {
  return useCallback(
    (pkg: { title: string } | { package_title: string }) => ('title' in pkg ? pkg.title : pkg.package_title),
    [],
  );
}
