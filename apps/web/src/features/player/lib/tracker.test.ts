import { describe, expect, it } from 'vitest';
import { addPlayed, emptyTally, finalMinutes, TRACKING_PERIOD_MS } from './tracker.ts';

const minute = 60_000;

function play(chunksMs: number[], periodMs = TRACKING_PERIOD_MS) {
  let tally = emptyTally;
  let logs = 0;
  for (const ms of chunksMs) {
    const result = addPlayed(tally, ms, periodMs);
    tally = result.tally;
    logs += result.due;
  }
  return { tally, logs };
}

describe('streaming tracker arithmetic', () => {
  it('owes nothing, not even a final log, when nothing was played', () => {
    expect(play([]).logs).toBe(0);
    expect(finalMinutes(emptyTally)).toBe(0);
    expect(finalMinutes(play([0, -5]).tally)).toBe(0);
  });

  it('owes one 60-minute log for each full hour played, as the hour completes', () => {
    const ticks = Array.from({ length: 60 * 60 * 4 }, () => 250); // one hour of 250 ms timeupdates
    expect(play(ticks).logs).toBe(1);
    expect(play([59 * minute]).logs).toBe(0);
    expect(play([125 * minute]).logs).toBe(2);
    expect(addPlayed(play([59 * minute]).tally, 2 * minute).due).toBe(1);
  });

  it('leaves the minutes since the last hourly log for the final log, rounded up', () => {
    expect(finalMinutes(play([10 * minute]).tally)).toBe(10);
    expect(finalMinutes(play([30_000]).tally)).toBe(1);
    expect(finalMinutes(play([10 * minute + 1]).tally)).toBe(11);
    expect(finalMinutes(play([125 * minute]).tally)).toBe(5);
    expect(finalMinutes(play([120 * minute]).tally)).toBe(0);
  });

  it('scales with an injected period (tests use a short one)', () => {
    const { tally, logs } = play([1000, 1000, 1500], 1000);
    expect(logs).toBe(3);
    expect(finalMinutes(tally, 1000)).toBe(30);
  });
});
