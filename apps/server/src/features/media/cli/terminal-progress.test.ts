import { describe, expect, it } from 'vitest';
import { formatDuration, TerminalProgress } from './terminal-progress.ts';

function recorder(isTTY: boolean) {
  const written: string[] = [];
  return { stream: { isTTY, write: (text: string) => written.push(text) > 0 }, written };
}

describe('TerminalProgress', () => {
  it('redraws one bar in place on a terminal, with the percentage and the time left', () => {
    const { stream, written } = recorder(true);
    let now = 0;
    const progress = new TerminalProgress('film.mp4', stream, () => now);
    now = 10_000;
    progress.update(0.25);
    expect(written.at(-1)).toBe(`\rfilm.mp4 [${'█'.repeat(8)}${'░'.repeat(22)}]  25%  ETA 0:30\u001b[K`);
    now = 40_000;
    progress.finish('asset 42');
    expect(written.at(-1)).toBe('\r\u001b[Kfilm.mp4: asset 42 (40.0 s)\n');
  });

  it('writes a plain line at each tenth when the output is not a terminal', () => {
    const { stream, written } = recorder(false);
    let now = 0;
    const progress = new TerminalProgress('film.mp4', stream, () => now);
    for (let step = 1; step <= 40; step++) {
      now = step * 1000;
      progress.update(step / 40);
    }
    expect(written).toHaveLength(10);
    expect(written[0]).toBe('film.mp4 10%  ETA 0:36\n');
    expect(written.at(-1)).toBe('film.mp4 100%\n');
  });
});

describe('formatDuration', () => {
  it('writes minutes and seconds, and hours when there are any', () => {
    expect([formatDuration(0), formatDuration(75), formatDuration(3725)]).toEqual([
      '0:00',
      '1:15',
      '1:02:05',
    ]);
  });
});
