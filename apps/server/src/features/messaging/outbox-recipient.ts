import type { MessageChannel } from '@glotv/contracts/outbox';

/**
 * Reads the outbox's `to` as an e-mail address or a Nigerian number in any usual form (+2348051234567,
 * 2348051234567, +234(0)8051234567, 08051234567, 8051234567), giving the E.164 form messages are stored under.
 */
export function outboxRecipient(to: string): { channel: MessageChannel; recipient: string } {
  const value = to.trim();
  if (value.includes('@')) return { channel: 'email', recipient: value.toLowerCase() };
  const number = value.replace(/[\s().-]/g, '');
  const national = /^(?:\+?234)?0?(\d{10})$/.exec(number);
  return { channel: 'sms', recipient: national ? `+234${national[1]}` : number };
}
