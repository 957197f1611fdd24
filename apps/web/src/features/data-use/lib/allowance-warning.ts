import type { DataUse } from '@glotv/contracts/data-use';
import { usedShare, WARN_AT } from './megabytes.ts';

const KEY = 'glotv.dataWarned';

/** The package window the warning is about: one warning per package bought, per device. */
const windowOf = (pkg: NonNullable<DataUse['package']>) => `${pkg.title}|${pkg.starts_at}`;

/** Whether to warn now: a data bundle at 90% or more, not warned about before on this device. */
export function needsWarning(
  use: DataUse | undefined,
  storage: Storage | undefined = globalThis.localStorage,
): boolean {
  const pkg = use?.package;
  if (!pkg || pkg.allowance_bytes === null) return false;
  if (usedShare(pkg.used_bytes, pkg.allowance_bytes) < WARN_AT) return false;
  try {
    return storage?.getItem(KEY) !== windowOf(pkg);
  } catch {
    return true;
  }
}

export function rememberWarned(use: DataUse, storage: Storage | undefined = globalThis.localStorage): void {
  if (!use.package) return;
  try {
    storage?.setItem(KEY, windowOf(use.package));
  } catch {
    // Private mode: warned again next visit.
  }
}
