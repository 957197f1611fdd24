import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { knownPackage, knownPlan } from '../lib/package-display.ts';

/**
 * A package's name in the interface language: the spec's packages by their catalog key, any other by the
 * title the operator gave it. Takes a package (`uid`) or a purchase (`package_plan_code`).
 */
export function usePackageName() {
  const { t } = useTranslation();
  return useCallback(
    (pkg: { uid: string; title: string } | { package_plan_code: string; package_title: string }) => {
      const known = 'uid' in pkg ? knownPackage(pkg) : knownPlan(pkg.package_plan_code);
      if (known) return t(`packages.names.${known.name}`);
      return 'uid' in pkg ? pkg.title : pkg.package_title;
    },
    [t],
  );
}
