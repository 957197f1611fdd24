import { AppError } from '../../errors/app-error.ts';
import { BoundedQueue, QueueFullError } from './bounded-queue.ts';
import {
  hashMatchingNothing,
  hashPassword,
  isOutdated,
  type ScryptParameters,
  verifyPassword,
} from './password-hashing.ts';

export interface PasswordHasherOptions {
  parameters: ScryptParameters;
  /** Hashes computed at once: each holds one low-priority thread and one core while it runs. */
  concurrency: number;
  /** Hashes allowed to wait for a slot; one more is refused with 429 and a Retry-After. */
  maxQueued: number;
  /**
   * How long a refusal is held before it is sent (default 1 s): a client that retries the moment it is refused
   * then costs one cheap answer a second instead of taking the event loop from everyone else.
   */
  refusalPauseMs?: number;
}

/**
 * Every password hash of the process goes through here (sign-up, login, password change and reset, staff
 * sign-in): at most `concurrency` at once, so a burst of logins never takes every core from the requests beside
 * it, and a short queue after which logins are refused quickly.
 */
export class PasswordHasher {
  readonly parameters: ScryptParameters;
  private readonly queue: BoundedQueue;
  /** A moving average of one hash's time, to tell a refused client when a slot is likely free. */
  private averageHashMs = 500;
  /** A hash no password matches, with the current parameters: checking it costs what a real check costs. */
  private readonly matchesNothing: string;
  private readonly refusalPauseMs: number;

  constructor(options: PasswordHasherOptions) {
    this.parameters = options.parameters;
    this.refusalPauseMs = options.refusalPauseMs ?? 1000;
    this.queue = new BoundedQueue(options.concurrency, options.maxQueued);
    this.matchesNothing = hashMatchingNothing(options.parameters);
  }

  /** Refuses before any database work when a hash would be refused. */
  async refuseWhenFull(): Promise<void> {
    if (!this.queue.hasRoom) throw await this.busy();
  }

  hash(password: string): Promise<string> {
    return this.queued(() => hashPassword(password, this.parameters));
  }

  verify(password: string, stored: string): Promise<boolean> {
    return this.queued(() => verifyPassword(password, stored));
  }

  /** Spends the same time as a real check, so an unknown username cannot be told apart by the clock. */
  async verifyAgainstNothing(password: string): Promise<false> {
    await this.verify(password, this.matchesNothing);
    return false;
  }

  /**
   * After a successful check: the password hashed with the current parameters when `stored` used others, or
   * undefined when it is current or the queue is full (the upgrade then waits for a later login).
   */
  async upgrade(password: string, stored: string): Promise<string | undefined> {
    if (!isOutdated(stored, this.parameters)) return undefined;
    try {
      return await this.hash(password);
    } catch (error) {
      if (error instanceof AppError && error.code === 'rate_limited') return undefined;
      throw error;
    }
  }

  private async queued<T>(task: () => Promise<T>): Promise<T> {
    try {
      return await this.queue.run(async () => {
        const started = performance.now();
        const result = await task();
        this.averageHashMs = 0.8 * this.averageHashMs + 0.2 * (performance.now() - started);
        return result;
      });
    } catch (error) {
      if (error instanceof QueueFullError) throw await this.busy();
      throw error;
    }
  }

  /** 429 with the time the hashes ahead should take, as a rate limit answers, after the refusal pause. */
  private async busy(): Promise<AppError> {
    const ahead = this.queue.inFlight + this.queue.queued;
    const seconds = Math.max(1, Math.ceil((ahead * this.averageHashMs) / this.queue.concurrency / 1000));
    await new Promise((resolve) => setTimeout(resolve, Math.min(this.refusalPauseMs, seconds * 1000)));
    return new AppError('rate_limited', 'Too many sign-ins at once. Please try again in a few seconds.', {
      'retry-after': String(seconds),
    });
  }
}
