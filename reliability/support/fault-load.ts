import type { Outcome } from './load-calls.ts';
import { CallRecorder, describeAnswer, errorCodeOf, runWorkload } from './workload.ts';

export interface PhasedOutcome extends Outcome {
  /** The phase the request's iteration ran in, or 'before→outage' when it started in one and ended in another. */
  phase: string;
}

/**
 * A steady background load whose answers are kept with the phase of the fault they were asked in (before,
 * during, after), so that each phase can be judged by its own rule. Bounded in time and requests like any
 * workload; `stop` ends it early.
 */
export class PhasedLoad {
  phase = 'before';
  readonly outcomes: PhasedOutcome[] = [];
  private readonly stopping = new AbortController();
  private running: Promise<unknown> | undefined;

  start(options: {
    workers: number;
    maxDurationMs: number;
    maxRequests: number;
    /** A pause after each iteration, keeping each worker under the per-address limits. */
    thinkMs: number;
    iteration(worker: number, round: number): Promise<Outcome[]>;
  }): void {
    const recorder = new CallRecorder();
    this.running = runWorkload({
      workers: options.workers,
      durationMs: options.maxDurationMs,
      maxRequests: options.maxRequests,
      recorder,
      signal: this.stopping.signal,
      iteration: async (worker, round) => {
        const started = this.phase;
        const outcomes = await options.iteration(worker, round);
        const phase = started === this.phase ? started : `${started}→${this.phase}`;
        for (const outcome of outcomes) {
          recorder.record(outcome.call, outcome.answer, outcome.problem);
          this.outcomes.push({ ...outcome, phase });
        }
        await new Promise((resolve) => setTimeout(resolve, options.thinkMs));
      },
    });
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    await this.running;
  }

  /** The outcomes of iterations that ran wholly in `phase`. */
  in(phase: string): PhasedOutcome[] {
    return this.outcomes.filter((outcome) => outcome.phase === phase);
  }

  /** The outcomes of iterations that ran wholly or partly in `phase`. */
  touching(phase: string): PhasedOutcome[] {
    return this.outcomes.filter((outcome) => outcome.phase.split('→').includes(phase));
  }
}

/** An answer that failed the way an outage may: a 5xx with the API's JSON error, in time. */
export function isCleanFailure(outcome: Outcome): boolean {
  return outcome.answer.status >= 500 && errorCodeOf(outcome.answer) !== undefined;
}

/** The outcomes that were neither the expected answer nor, when allowed, a clean failure, described. */
export function unacceptable(outcomes: Outcome[], options: { cleanFailuresAllowed: boolean }): string[] {
  return outcomes
    .filter((outcome) => outcome.problem !== undefined)
    .filter((outcome) => !(options.cleanFailuresAllowed && isCleanFailure(outcome)))
    .slice(0, 20)
    .map((outcome) => `${outcome.call}: ${outcome.problem} — ${describeAnswer(outcome.answer)}`);
}

/** Asks `probe` every `intervalMs` until `done` accepts its answer; throws with the last answer after `timeoutMs`. */
export async function pollUntil<T>(
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  options: { timeoutMs: number; intervalMs?: number; what: string },
): Promise<T> {
  const deadline = Date.now() + options.timeoutMs;
  let last: T = await probe();
  while (!done(last)) {
    if (Date.now() > deadline)
      throw new Error(
        `${options.what} not seen within ${options.timeoutMs} ms; last: ${JSON.stringify(last)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 200));
    last = await probe();
  }
  return last;
}
