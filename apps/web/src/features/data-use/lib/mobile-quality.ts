import type { QualityChoice } from '@glotv/contracts/streams';

const KEY = 'glotv.mobileDataQuality';
const choices: readonly string[] = ['data_saver', 'standard', 'high', 'higher', 'best', 'auto'];

/** This device's default quality on mobile data; Data Saver until the subscriber picks one. */
export function readMobileQuality(storage: Storage | undefined = globalThis.localStorage): QualityChoice {
  try {
    const saved = storage?.getItem(KEY);
    return saved && choices.includes(saved) ? (saved as QualityChoice) : 'data_saver';
  } catch {
    return 'data_saver';
  }
}

export function saveMobileQuality(
  quality: QualityChoice,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(KEY, quality);
  } catch {
    // Private mode: the choice lasts as long as the page.
  }
}
