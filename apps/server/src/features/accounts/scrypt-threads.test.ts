import { randomBytes, scryptSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { scryptOnLowPriorityThread } from './scrypt-threads.ts';

const options = { N: 2 ** 10, r: 8, p: 1, maxmem: 32 * 1024 * 1024 };

/** The nice value of each of this process's threads, from /proc (field 19 of a task's stat). */
function threadNiceValues(): number[] {
  return fs.readdirSync('/proc/self/task').map((task) => {
    const stat = fs.readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe('scrypt on low-priority threads', () => {
  it('derives the key node:crypto derives', async () => {
    const salt = randomBytes(16);
    const key = await scryptOnLowPriorityThread({ password: 'Secret-123', salt, keyLength: 32, options });
    expect(key.equals(scryptSync('Secret-123', salt, 32, options))).toBe(true);
  });

  it('refuses what scrypt refuses, and derives again afterwards', async () => {
    const salt = randomBytes(16);
    await expect(
      scryptOnLowPriorityThread({ password: 'x', salt, keyLength: 32, options: { ...options, N: 3 } }),
    ).rejects.toThrow();
    const key = await scryptOnLowPriorityThread({ password: 'x', salt, keyLength: 32, options });
    expect(key).toHaveLength(32);
  });

  it('answers more derivations at once than there are cores', async () => {
    const salt = randomBytes(16);
    const count = os.availableParallelism() * 2 + 1;
    const keys = await Promise.all(
      Array.from({ length: count }, (_, index) =>
        scryptOnLowPriorityThread({ password: `p${index}`, salt, keyLength: 32, options }),
      ),
    );
    expect(keys.map((key, index) => key.equals(scryptSync(`p${index}`, salt, 32, options)))).toEqual(
      Array(count).fill(true),
    );
  });

  it.runIf(process.platform === 'linux')(
    'runs at the lowest CPU priority, below the main thread',
    async () => {
      await scryptOnLowPriorityThread({ password: 'p', salt: randomBytes(16), keyLength: 32, options });
      const nice = threadNiceValues();
      expect(nice[0]).toBe(os.getPriority());
      expect(nice).toContain(os.constants.priority.PRIORITY_LOW);
    },
  );
});
