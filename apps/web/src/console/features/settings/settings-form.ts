import type { SettingKey } from '@glotv/contracts/console-settings';

/** The field's text as a whole number, or null when it is not one (empty, a fraction, letters). */
export function wholeNumberOf(text: string): number | null {
  const trimmed = text.trim();
  return /^-?\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * The settings a validation answer names (`body.stream_limit: Too big…; body.other: …`), so that each field
 * the server refused shows its message; parts naming no known setting are left out.
 */
export function refusedSettings(message: string, known: readonly SettingKey[]): SettingKey[] {
  const named = new Set<SettingKey>();
  for (const part of message.split('; ')) {
    const field = /^body\.([A-Za-z0-9_]+)\b/.exec(part.trim())?.[1];
    const key = known.find((candidate) => candidate === field);
    if (key) named.add(key);
  }
  return [...named];
}
