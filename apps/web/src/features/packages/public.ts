// What other features may use from the packages feature; everything else in it is private to it.
export { EntitlementPrompt } from './components/entitlement-prompt.tsx';
export { PackageCards } from './components/package-cards.tsx';
export { type EntitlementGate, useEntitlementGate } from './hooks/use-entitlement-gate.tsx';
export {
  type EntitlementPrompt as EntitlementPromptKind,
  entitlementPrompt,
  promptMessageKey,
} from './lib/entitlement.ts';
