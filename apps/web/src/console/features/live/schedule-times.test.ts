import { describe, expect, it } from 'vitest';
import { lagosInstant, lagosTime, lagosToday } from './schedule-times.ts';

describe('schedule times in Lagos', () => {
  it('shows an instant as Lagos hours and minutes', () => {
    expect(lagosTime('2031-03-10T05:00:00.000Z')).toBe('06:00');
    expect(lagosTime('2031-03-10T23:30:00.000Z')).toBe('00:30');
  });

  it('reads typed times on the day, an end before its start being the next day', () => {
    expect(lagosInstant('2031-03-10', '06:00')).toBe('2031-03-10T06:00:00+01:00');
    const start = lagosInstant('2031-03-10', '23:00');
    expect(lagosInstant('2031-03-10', '01:00', start)).toBe('2031-03-11T01:00:00+01:00');
  });

  it('knows the Lagos date just after midnight there', () => {
    expect(lagosToday(Date.parse('2031-03-10T23:30:00Z'))).toBe('2031-03-11');
  });
});
