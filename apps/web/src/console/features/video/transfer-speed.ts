/** Bytes per second over the last few seconds of progress reports, so a burst or a stall does not dominate. */
export class TransferSpeed {
  private samples: { at: number; bytes: number }[] = [];

  constructor(private readonly windowMs = 4000) {}

  /** Notes `bytes` sent so far at time `at` (ms) and answers the speed, or null until two samples exist. */
  note(bytes: number, at: number): number | null {
    const last = this.samples.at(-1);
    // The count going back (a chunk re-sent after a dropped connection) starts a new measurement.
    if (last && bytes < last.bytes) this.samples = [];
    this.samples.push({ at, bytes });
    while (this.samples.length > 2 && at - (this.samples[0]?.at ?? at) > this.windowMs) this.samples.shift();
    const first = this.samples[0];
    if (!first || at <= first.at) return null;
    return ((bytes - first.bytes) * 1000) / (at - first.at);
  }

  reset(): void {
    this.samples = [];
  }
}
