/** A Nigerian mobile number in the two forms the portal needs. */
export interface NigerianNumber {
  /** The 10-digit national significant number, without the trunk 0: '8051234567'. */
  national10: string;
  /** The international form: '+2348051234567'. */
  e164: string;
}

/** Prefixes of the Nigerian numbering plan allocated to Glo, as dialled nationally. */
export const gloPrefixes = ['0805', '0807', '0811', '0815', '0705', '0905', '0915'] as const;

// Nigerian mobile ranges are 070x/071x, 080x/081x and 090x/091x, so the national number starts 7, 8 or 9 then 0 or 1.
const mobileNational10 = /^[789][01]\d{8}$/;
const acceptedForms = [/^(\d{10})$/, /^0(\d{10})$/, /^234(\d{10})$/, /^\+234(\d{10})$/, /^g(\d{10})$/i];

/**
 * Reads a mobile number as users and clients write it: 8051234567, 08051234567, 2348051234567,
 * +2348051234567 or the portal username g8051234567, with spaces or hyphens between digits.
 * Null when it is not a Nigerian mobile number.
 */
export function normaliseNigerianNumber(input: string): NigerianNumber | null {
  const compact = input.trim().replace(/[\s-]/g, '');
  for (const form of acceptedForms) {
    const national10 = form.exec(compact)?.[1];
    if (national10 && mobileNational10.test(national10)) {
      return { national10, e164: `+234${national10}` };
    }
  }
  return null;
}

/**
 * Whether the number is in a range allocated to Glo. Numbers can be ported between networks, so only
 * the operator's own subscriber check is authoritative; this is a hint for choosing what to show.
 */
export function isGloNumber(national10: string): boolean {
  return (
    mobileNational10.test(national10) && gloPrefixes.some((prefix) => national10.startsWith(prefix.slice(1)))
  );
}

/** The portal username of a Glo subscriber: 'g' and the 10-digit national number. */
export function gloUsername(national10: string): string {
  return `g${national10}`;
}
