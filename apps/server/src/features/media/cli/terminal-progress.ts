export interface ProgressStream {
  isTTY?: boolean;
  write(text: string): boolean;
}

const BAR_WIDTH = 30;

/**
 * A progress bar for one task: `label [██████░░░░]  60%  ETA 0:12`, redrawn in place on a terminal. When the
 * output is not a terminal (CI, a log file), a plain line is written at every 10% instead.
 */
export class TerminalProgress {
  private readonly startedAt: number;
  private lastTenth = 0;

  constructor(
    private readonly label: string,
    private readonly stream: ProgressStream = process.stderr,
    private readonly now: () => number = Date.now,
  ) {
    this.startedAt = now();
  }

  /** `fraction` from 0 to 1. */
  update(fraction: number): void {
    const done = Math.min(Math.max(fraction, 0), 1);
    const percent = `${Math.floor(done * 100)}%`.padStart(4);
    if (!this.stream.isTTY) {
      const tenth = Math.floor(done * 10);
      if (tenth > this.lastTenth) {
        this.lastTenth = tenth;
        this.stream.write(`${this.label} ${percent.trim()}${this.eta(done)}\n`);
      }
      return;
    }
    const filled = Math.round(done * BAR_WIDTH);
    const bar = `${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}`;
    this.stream.write(`\r${this.label} [${bar}] ${percent}${this.eta(done)}\u001b[K`);
  }

  finish(message: string): void {
    const seconds = ((this.now() - this.startedAt) / 1000).toFixed(1);
    this.stream.write(`${this.stream.isTTY ? '\r\u001b[K' : ''}${this.label}: ${message} (${seconds} s)\n`);
  }

  private eta(done: number): string {
    if (done < 0.02 || done >= 1) return '';
    const elapsed = this.now() - this.startedAt;
    return `  ETA ${formatDuration((elapsed / done - elapsed) / 1000)}`;
  }
}

/** 75 → `1:15`, 3725 → `1:02:05`. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
