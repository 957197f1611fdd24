import { randomBytes } from 'node:crypto';

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Our reference for one purchase, sent to the charging gateway or the card provider: GTV- and 16 characters. */
export function newPurchaseReference(): string {
  const bytes = randomBytes(16);
  let text = '';
  for (const byte of bytes) text += alphabet[byte % alphabet.length];
  return `GTV-${text}`;
}
