/**
 * Which prompt a click on content opens (modals 13 and 14). The server decides what is streamed;
 * this only picks the message: outside Nigeria the Nigeria-only alert, content not bought the pay prompt,
 * worded for a data bundle (Glo subscribers) or an access pack (everyone else).
 */
export type EntitlementPrompt = 'outsideNigeria' | 'dataBundle' | 'accessPack';

export function entitlementPrompt({
  outsideNigeria,
  entitled,
  isGloUser,
}: {
  outsideNigeria: boolean;
  /** Bought (or free, or not subject to a package, like a trailer). */
  entitled: boolean;
  isGloUser: boolean;
}): EntitlementPrompt | null {
  if (outsideNigeria) return 'outsideNigeria';
  if (entitled) return null;
  return isGloUser ? 'dataBundle' : 'accessPack';
}

/** What each prompt says: the Nigeria-only text, or the spec's pay text worded for the subscriber. */
export const promptMessageKey = {
  outsideNigeria: 'geo.contentOnlyNigeria',
  dataBundle: 'packages.dataBundleRequired',
  accessPack: 'packages.accessPackRequired',
} as const satisfies Record<EntitlementPrompt, string>;
