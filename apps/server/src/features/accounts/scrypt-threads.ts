import os from 'node:os';
import { Worker } from 'node:worker_threads';

export interface ScryptJob {
  password: string;
  salt: Buffer;
  keyLength: number;
  options: { N: number; r: number; p: number; maxmem: number };
}

/**
 * Each thread lowers its own CPU priority first (on Linux a thread's nice value is its own), then derives keys
 * with the synchronous scrypt, which runs on that thread. Plain CommonJS, so it runs the same from the sources
 * and from the build.
 */
const threadSource = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
try { require('node:os').setPriority(${os.constants.priority.PRIORITY_LOW}); } catch {}
parentPort.on('message', (job) => {
  try {
    const key = scryptSync(job.password, job.salt, job.keyLength, job.options);
    parentPort.postMessage({ key });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
`;

type Answer = { key: Uint8Array } | { error: string };

class ScryptThread {
  private readonly worker = new Worker(threadSource, { eval: true });
  /** Set when the thread itself failed: it is then dropped, not used again. */
  broken = false;

  constructor() {
    // An idle thread never keeps the process alive; one at work does, until its answer arrives.
    this.worker.unref();
  }

  derive(job: ScryptJob): Promise<Buffer> {
    this.worker.ref();
    return new Promise<Buffer>((resolve, reject) => {
      const onError = (error: Error) => {
        this.worker.off('message', onMessage);
        this.broken = true;
        reject(error);
      };
      const onMessage = (answer: Answer) => {
        this.worker.off('error', onError);
        if ('error' in answer) reject(new Error(answer.error));
        else resolve(Buffer.from(answer.key));
      };
      this.worker.once('message', onMessage);
      this.worker.once('error', onError);
      this.worker.postMessage(job);
    }).finally(() => this.worker.unref());
  }

  stop(): void {
    void this.worker.terminate();
  }
}

/**
 * Password hashes run on threads of their own at the lowest CPU priority: when requests and hashes want the same
 * core, the scheduler serves the requests first, and libuv's threadpool stays free for files, DNS and
 * compression. The process's threads are shared by every caller and made as needed, up to one per core; a
 * derivation beyond that waits for a thread (`PasswordHasher` bounds how many hashes run in the first place).
 */
const idle: ScryptThread[] = [];
const waiting: ((thread: ScryptThread) => void)[] = [];
let made = 0;

function takeThread(): Promise<ScryptThread> {
  const thread = idle.pop();
  if (thread) return Promise.resolve(thread);
  if (made < os.availableParallelism()) {
    made += 1;
    return Promise.resolve(new ScryptThread());
  }
  return new Promise((resolve) => waiting.push(resolve));
}

function giveBack(thread: ScryptThread): void {
  if (thread.broken) {
    thread.stop();
    made -= 1;
    const next = waiting.shift();
    if (next) void takeThread().then(next);
    return;
  }
  const next = waiting.shift();
  if (next) next(thread);
  else idle.push(thread);
}

export async function scryptOnLowPriorityThread(job: ScryptJob): Promise<Buffer> {
  const thread = await takeThread();
  try {
    return await thread.derive(job);
  } finally {
    giveBack(thread);
  }
}
