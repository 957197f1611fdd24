/** How the operator's own system classes a number: by the Nigerian numbering plan's Glo prefixes. */
const gloPrefixes = ['805', '807', '811', '815', '705', '905', '915'];

/** The subscriber-lookup API takes numbers in the international form without '+': 2348051234567. */
const internationalMobile = /^234([789][01]\d{8})$/;

export type Network = 'GLO' | 'OTHER';

/** The network of a well-formed number, or null when the text is not a Nigerian mobile number. */
export function networkOf(msisdn: string): Network | null {
  const national = internationalMobile.exec(msisdn)?.[1];
  if (!national) return null;
  return gloPrefixes.some((prefix) => national.startsWith(prefix)) ? 'GLO' : 'OTHER';
}
