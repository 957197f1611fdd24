/** On mobile a description is cut to 67 characters, with a 'Read...' toggle for the rest. */
export const MOBILE_DESCRIPTION_LENGTH = 67;

export interface ShownDescription {
  text: string;
  /** Whether part of the description is hidden (the 'Read...' toggle is offered). */
  cut: boolean;
}

/** Punctuation that would dangle at the end of a cut text ("appearances," → "appearances"). */
const danglingPunctuation = /[\s,;:\-–—]+$/u;

/**
 * The first `length` characters of `text`, ending at the last word boundary within them, so no word is cut in
 * half; a single word longer than that is cut where the limit falls. Whole characters, never half an emoji.
 */
export function cutAtWord(text: string, length: number): string {
  const characters = Array.from(text);
  if (characters.length <= length) return text;
  const head = characters.slice(0, length);
  const wordGoesOn = !/\s/u.test(characters[length]!);
  const lastSpace = head.map((character) => /\s/u.test(character)).lastIndexOf(true);
  const kept = wordGoesOn && lastSpace > 0 ? head.slice(0, lastSpace) : head;
  return kept.join('').replace(danglingPunctuation, '');
}

/** The description as shown: whole, or cut at a word boundary within its first 67 characters. */
export function shownDescription(
  description: string,
  { mobile, expanded }: { mobile: boolean; expanded: boolean },
): ShownDescription {
  const text = description.trim();
  if (!mobile || expanded || Array.from(text).length <= MOBILE_DESCRIPTION_LENGTH)
    return { text, cut: false };
  return { text: cutAtWord(text, MOBILE_DESCRIPTION_LENGTH), cut: true };
}
