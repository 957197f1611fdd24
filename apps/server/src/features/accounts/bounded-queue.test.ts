import { describe, expect, it } from 'vitest';
import { BoundedQueue, QueueFullError } from './bounded-queue.ts';

/** A task that runs until the test lets it finish, recording when it started. */
function gate(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    task: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish,
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('BoundedQueue', () => {
  it('never runs more tasks at once than its concurrency', async () => {
    const queue = new BoundedQueue(2, 20);
    let running = 0;
    let most = 0;
    const task = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 2));
      running -= 1;
    };
    await Promise.all(Array.from({ length: 12 }, () => queue.run(task)));
    expect(most).toBe(2);
    expect(queue.inFlight).toBe(0);
  });

  it('starts waiting tasks in the order they arrived', async () => {
    const queue = new BoundedQueue(1, 5);
    const started: string[] = [];
    const gates = ['a', 'b', 'c', 'd'].map((name) => gate(started, name));
    const results = gates.map(({ task }) => queue.run(task));
    for (const { finish } of gates) {
      await settle();
      finish();
    }
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(started).toEqual(['a', 'b', 'c', 'd']);
  });

  it('refuses a task at once when every slot is busy and the queue is full, and accepts again later', async () => {
    const queue = new BoundedQueue(1, 2);
    const started: string[] = [];
    const gates = ['running', 'first waiting', 'second waiting'].map((name) => gate(started, name));
    const accepted = gates.map(({ task }) => queue.run(task));
    expect(queue.hasRoom).toBe(false);

    const refused = gate(started, 'refused');
    await expect(queue.run(refused.task)).rejects.toBeInstanceOf(QueueFullError);
    expect(started).not.toContain('refused');

    gates[0]!.finish();
    await accepted[0];
    expect(queue.hasRoom).toBe(true);
    const later = gate(started, 'later');
    const laterResult = queue.run(later.task);
    for (const { finish } of [...gates.slice(1), later]) {
      await settle();
      finish();
    }
    await expect(laterResult).resolves.toBe('later');
    expect(started).toEqual(['running', 'first waiting', 'second waiting', 'later']);
  });

  it('frees the slot of a task that fails', async () => {
    const queue = new BoundedQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });
});
