import { describe, expect, it } from 'vitest';
import { TransferSpeed } from './transfer-speed.ts';

describe('the upload speed', () => {
  it('is unknown after one report, then bytes per second over the window', () => {
    const speed = new TransferSpeed(4000);
    expect(speed.note(0, 0)).toBeNull();
    expect(speed.note(1000, 1000)).toBe(1000);
    expect(speed.note(3000, 2000)).toBe(1500);
  });

  it('forgets reports older than the window', () => {
    const speed = new TransferSpeed(2000);
    speed.note(0, 0);
    speed.note(100, 1000);
    speed.note(200, 2000);
    expect(speed.note(10_200, 3000)).toBe(5050);
  });

  it('starts again when the count goes back', () => {
    const speed = new TransferSpeed();
    speed.note(0, 0);
    speed.note(5000, 1000);
    expect(speed.note(4000, 1500)).toBeNull();
  });
});
