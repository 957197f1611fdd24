import { describe, expect, it } from 'vitest';
import { dayBounds, gapsAndOverlaps } from './schedule-day.ts';

const at = (hhmm: string) => new Date(`2026-11-24T${hhmm}:00+01:00`);
const programme = (id: string, from: string, to: string) => ({ id, startsAt: at(from), endsAt: at(to) });
const iso = (span: { startsAt: Date; endsAt: Date }) => [
  span.startsAt.toISOString(),
  span.endsAt.toISOString(),
];

describe('dayBounds', () => {
  it('runs a schedule day from midnight to midnight in Lagos (UTC+01:00)', () => {
    expect(iso(dayBounds('2026-11-24'))).toEqual(['2026-11-23T23:00:00.000Z', '2026-11-24T23:00:00.000Z']);
  });
});

describe('gapsAndOverlaps', () => {
  const day = dayBounds('2026-11-24');

  it('finds no gap in a day filled end to end, counting a programme running in from the night before', () => {
    const result = gapsAndOverlaps(
      [
        { id: 'late', startsAt: new Date(day.startsAt.getTime() - 1_800_000), endsAt: at('06:00') },
        programme('a', '06:00', '18:00'),
        { id: 'b', startsAt: at('18:00'), endsAt: new Date(day.endsAt.getTime() + 3_600_000) },
      ],
      day,
    );
    expect(result).toEqual({ gaps: [], overlaps: [] });
  });

  it('reports the empty stretches, the start and end of the day included', () => {
    const { gaps } = gapsAndOverlaps(
      [programme('a', '06:00', '07:00'), programme('b', '08:00', '09:30')],
      day,
    );
    expect(gaps.map(iso)).toEqual([
      [day.startsAt.toISOString(), at('06:00').toISOString()],
      [at('07:00').toISOString(), at('08:00').toISOString()],
      [at('09:30').toISOString(), day.endsAt.toISOString()],
    ]);
    expect(gapsAndOverlaps([], day).gaps.map(iso)).toEqual([iso(day)]);
  });

  it('reports each programme that starts while an earlier one still runs, in any order given', () => {
    const { overlaps, gaps } = gapsAndOverlaps(
      [programme('c', '07:30', '08:00'), programme('a', '00:00', '09:00'), programme('b', '07:00', '07:45')],
      day,
    );
    expect(overlaps.map(({ first, second, ...span }) => [first, second, ...iso(span)])).toEqual([
      ['a', 'b', at('07:00').toISOString(), at('07:45').toISOString()],
      ['a', 'c', at('07:30').toISOString(), at('08:00').toISOString()],
    ]);
    expect(gaps.map(iso)).toEqual([[at('09:00').toISOString(), day.endsAt.toISOString()]]);
  });
});
