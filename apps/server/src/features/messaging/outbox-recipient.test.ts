import { describe, expect, it } from 'vitest';
import { outboxRecipient } from './outbox-recipient.ts';

describe('outboxRecipient', () => {
  it.each([
    '+2348051234567',
    '2348051234567',
    '+234(0)8051234567',
    '08051234567',
    '8051234567',
    '0805 123 4567',
  ])('reads %s as the E.164 number +2348051234567', (to) => {
    expect(outboxRecipient(to)).toEqual({ channel: 'sms', recipient: '+2348051234567' });
  });

  it('reads an address with @ as e-mail, in lower case', () => {
    expect(outboxRecipient(' Ada@Example.COM ')).toEqual({ channel: 'email', recipient: 'ada@example.com' });
  });

  it('leaves a number it does not recognise as it is, so that it simply matches nothing', () => {
    expect(outboxRecipient('+447700900123')).toEqual({ channel: 'sms', recipient: '+447700900123' });
  });
});
