/** What other features may use of media: the meter key a signed address carries. */
export { type MeterKey, meterKeyOfPath } from './media-signing.ts';
