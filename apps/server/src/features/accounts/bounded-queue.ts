/** Thrown by `BoundedQueue.run` when every slot is busy and as many tasks as allowed already wait. */
export class QueueFullError extends Error {
  constructor(readonly waiting: number) {
    super(`queue full: ${waiting} tasks already waiting`);
    this.name = 'QueueFullError';
  }
}

/**
 * Runs at most `concurrency` tasks at once, the others in arrival order; a task that would have to wait behind
 * `maxWaiting` others is refused at once with QueueFullError instead of joining a queue that only grows.
 */
export class BoundedQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError('concurrency must be ≥ 1');
    if (!Number.isInteger(maxWaiting) || maxWaiting < 0) throw new RangeError('maxWaiting must be ≥ 0');
  }

  /** Tasks running now. */
  get inFlight(): number {
    return this.running;
  }

  /** Tasks waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Whether `run` would accept a task now. */
  get hasRoom(): boolean {
    return this.running < this.concurrency || this.waiting.length < this.maxWaiting;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFullError(this.waiting.length);
      // The finishing task hands its slot over, so `running` never drops while tasks wait.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
