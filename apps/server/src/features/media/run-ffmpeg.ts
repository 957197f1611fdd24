import { spawn } from 'node:child_process';
import os from 'node:os';
import readline from 'node:readline';

export interface FfmpegRunOptions {
  /** Called with the seconds of output written so far, from ffmpeg's `-progress` report. */
  onProgress?: (outputSeconds: number) => void;
  signal?: AbortSignal;
  /**
   * Run at a lower CPU priority (background work beside a serving portal); 'idle' at the lowest, for work that
   * must not slow other background encodes either (the AV1 stage beside the H.264 ladders).
   */
  background?: boolean | 'idle';
  /** Called at the end of each `-progress` report with the output written so far and the encode's speed. */
  onReport?: (report: FfmpegReport) => void;
}

export interface FfmpegReport {
  outputSeconds: number;
  /** Seconds of output per second of wall clock (`speed=2.5x`); undefined until ffmpeg knows it. */
  speed: number | undefined;
}

/** Runs ffmpeg to the end; rejects with the tail of its error output when it fails or is aborted. */
export function runFfmpeg(ffmpeg: string, args: string[], options: FfmpegRunOptions = {}): Promise<void> {
  const child = spawn(ffmpeg, ['-progress', 'pipe:1', '-nostats', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    signal: options.signal,
  });
  if (options.background && child.pid) {
    try {
      os.setPriority(child.pid, options.background === 'idle' ? 19 : 10);
    } catch {
      // Not allowed here: full priority is still correct, only less polite.
    }
  }
  const errorLines: string[] = [];
  readline.createInterface({ input: child.stderr }).on('line', (line) => {
    errorLines.push(line);
    if (errorLines.length > 20) errorLines.shift();
  });
  const report: FfmpegReport = { outputSeconds: 0, speed: undefined };
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    const seconds = parseProgressLine(line);
    if (seconds !== undefined) {
      report.outputSeconds = seconds;
      options.onProgress?.(seconds);
    }
    const speed = parseSpeedLine(line);
    if (speed !== undefined) report.speed = speed;
    if (line.startsWith('progress=')) options.onReport?.({ ...report });
  });
  return new Promise((resolve, reject) => {
    child.on('error', (error) => reject(error));
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      const reason = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
      reject(new Error(`ffmpeg ${reason}${errorLines.length ? `:\n${errorLines.join('\n')}` : ''}`));
    });
  });
}

/** `out_time=00:01:02.480000` → 62.48; every other line of the report, and `N/A` or negative times, → undefined. */
export function parseProgressLine(line: string): number | undefined {
  const match = /^out_time=(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(line.trim());
  if (!match) return undefined;
  const [, hours, minutes, seconds] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/** `speed=2.53x` → 2.53; `speed=N/A` and every other line → undefined. */
export function parseSpeedLine(line: string): number | undefined {
  const match = /^speed=\s*(\d+(?:\.\d+)?)x$/.exec(line.trim());
  return match ? Number(match[1]) : undefined;
}
