/** On mobile a description is cut to 67 characters, with a 'Read...' toggle for the rest. */
export const MOBILE_DESCRIPTION_LENGTH = 67;

export interface ShownDescription {
  text: string;
  /** Whether part of the description is hidden (the 'Read...' toggle is offered). */
  cut: boolean;
}

/** The description as shown: whole, or its first 67 characters (whole characters, never half an emoji). */
export function shownDescription(
  description: string,
  { mobile, expanded }: { mobile: boolean; expanded: boolean },
): ShownDescription {
  const text = description.trim();
  const characters = Array.from(text);
  if (!mobile || expanded || characters.length <= MOBILE_DESCRIPTION_LENGTH) return { text, cut: false };
  return { text: characters.slice(0, MOBILE_DESCRIPTION_LENGTH).join('').trimEnd(), cut: true };
}
