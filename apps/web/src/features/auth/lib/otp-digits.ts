import { OTP_LENGTH } from './constants.ts';

export const emptyDigits = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

/**
 * What typing or pasting `input` into box `index` does: digits fill that box and the following ones
 * (so a pasted or autofilled code fills them all), anything else is dropped. Returns the new digits and
 * the box to focus next.
 */
export function enterDigits(
  digits: readonly string[],
  index: number,
  input: string,
): { digits: string[]; focus: number } {
  let typed = input.replace(/\D/g, '');
  const previous = digits[index] ?? '';
  // Typing into a filled box gives its old digit plus the new one: keep the new one.
  if (typed.length === 2 && previous !== '' && typed.includes(previous)) {
    const at = typed.indexOf(previous);
    typed = typed.slice(0, at) + typed.slice(at + 1);
  }
  const next = [...digits];
  if (typed === '') {
    next[index] = '';
    return { digits: next, focus: index };
  }
  // A full code replaces everything, wherever it was pasted.
  const start = typed.length >= OTP_LENGTH ? 0 : index;
  const chars = typed.slice(0, OTP_LENGTH - start).split('');
  chars.forEach((digit, offset) => {
    next[start + offset] = digit;
  });
  return { digits: next, focus: Math.min(start + chars.length, OTP_LENGTH - 1) };
}
