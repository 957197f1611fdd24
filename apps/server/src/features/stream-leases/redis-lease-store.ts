import { createHash } from 'node:crypto';
import type { LeaseTarget } from '@glotv/contracts/stream-leases';
import type { Redis } from 'ioredis';
import {
  decodeTarget,
  encodeTarget,
  type HeldLease,
  type LeaseStore,
  type TakeOptions,
  type TakeResult,
} from './lease-store.ts';

/**
 * Per subscriber, three keys in one hash slot: a sorted set of holders scored by expiry (ms), a hash of what
 * each plays, and a hash of holders stopped from another device with until when. Expired members are dropped
 * by every script before it counts.
 */
const DROP_EXPIRED = `
local gone = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if #gone > 0 then
  redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
  redis.call('HDEL', KEYS[2], unpack(gone))
end
`;

/** ARGV: now, expires, holder, target, limit, start ('1'/'0'), key lifetime (ms). */
const TAKE = `${DROP_EXPIRED}
local holder = ARGV[3]
if not redis.call('ZSCORE', KEYS[1], holder) then
  if ARGV[6] == '1' then
    redis.call('HDEL', KEYS[3], holder)
  else
    local stopped = redis.call('HGET', KEYS[3], holder)
    if stopped and tonumber(stopped) > tonumber(ARGV[1]) then return {'stopped'} end
  end
  if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[5]) then
    local result = {'full'}
    for _, member in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
      table.insert(result, member)
      table.insert(result, redis.call('HGET', KEYS[2], member) or '')
    end
    return result
  end
end
redis.call('ZADD', KEYS[1], ARGV[2], holder)
redis.call('HSET', KEYS[2], holder, ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[7])
redis.call('PEXPIRE', KEYS[2], ARGV[7])
return {'taken'}
`;

/** ARGV: holder, target ('' for any). */
const RELEASE = `
local playing = redis.call('HGET', KEYS[2], ARGV[1])
if ARGV[2] == '' or playing == ARGV[2] then
  redis.call('ZREM', KEYS[1], ARGV[1])
  redis.call('HDEL', KEYS[2], ARGV[1])
end
return 1
`;

/** ARGV: now, holder, stopped until, key lifetime (ms). */
const STOP = `${DROP_EXPIRED}
local ended = redis.call('ZREM', KEYS[1], ARGV[2])
redis.call('HDEL', KEYS[2], ARGV[2])
redis.call('HSET', KEYS[3], ARGV[2], ARGV[3])
redis.call('PEXPIRE', KEYS[3], ARGV[4])
return ended
`;

/** ARGV: now. */
const LIST = `${DROP_EXPIRED}
local result = {}
for _, member in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  table.insert(result, member)
  table.insert(result, redis.call('HGET', KEYS[2], member) or '')
end
return result
`;

class Script {
  private readonly sha: string;

  constructor(private readonly source: string) {
    this.sha = createHash('sha1').update(source).digest('hex');
  }

  /** One round trip: EVALSHA, or EVAL the first time this Redis sees the script. */
  async run(redis: Redis, keys: string[], args: (string | number)[]): Promise<unknown> {
    try {
      return await redis.evalsha(this.sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return redis.eval(this.source, keys.length, ...keys, ...args);
    }
  }
}

const scripts = {
  take: new Script(TAKE),
  release: new Script(RELEASE),
  stop: new Script(STOP),
  list: new Script(LIST),
};

/** Leases shared by every instance through Redis; each call is one atomic script. */
export class RedisLeaseStore implements LeaseStore {
  constructor(
    private readonly redis: Redis,
    /** Begins every key (`REDIS_KEY_PREFIX`). */
    private readonly prefix: string,
    /** How long Redis keeps a subscriber's keys after their last change (longer than any lease). */
    private readonly keyLifetimeMs: number,
  ) {}

  async take(subscriberId: string, lease: HeldLease, options: TakeOptions): Promise<TakeResult> {
    const answer = await scripts.take.run(this.redis, keysOf(this.prefix, subscriberId), [
      options.now,
      options.now + options.ttlMs,
      lease.holder,
      encodeTarget(lease),
      options.limit,
      options.start ? '1' : '0',
      this.keyLifetimeMs,
    ]);
    const [outcome, ...pairs] = strings(answer);
    if (outcome === 'taken') return { taken: true };
    if (outcome === 'stopped') return { taken: false, reason: 'stopped' };
    if (outcome === 'full') return { taken: false, reason: 'full', held: heldFrom(pairs) };
    throw new Error(`unexpected lease answer: ${String(outcome)}`);
  }

  async release(subscriberId: string, holder: string, target: LeaseTarget | undefined): Promise<void> {
    await scripts.release.run(this.redis, keysOf(this.prefix, subscriberId), [
      holder,
      target ? encodeTarget(target) : '',
    ]);
  }

  async stop(subscriberId: string, holder: string, now: number, stoppedMs: number): Promise<boolean> {
    const ended = await scripts.stop.run(this.redis, keysOf(this.prefix, subscriberId), [
      now,
      holder,
      now + stoppedMs,
      stoppedMs,
    ]);
    return ended === 1;
  }

  async list(subscriberId: string, now: number): Promise<HeldLease[]> {
    return heldFrom(strings(await scripts.list.run(this.redis, keysOf(this.prefix, subscriberId), [now])));
  }

  /**
   * Walks the holder sets with SCAN (never KEYS, which blocks Redis): only subscribers who played within the
   * keys' lifetime still have one, so the walk is about as long as the number of people watching.
   */
  async countLive(now: number): Promise<number> {
    let count = 0;
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${this.prefix}:leases:{*}`, 'COUNT', 500);
      cursor = next;
      const holderSets = keys.filter((key) => key.endsWith('}'));
      if (holderSets.length > 0) {
        const pipeline = this.redis.pipeline();
        for (const key of holderSets) pipeline.zcount(key, `(${now}`, '+inf');
        for (const [error, live] of (await pipeline.exec()) ?? []) if (!error) count += Number(live);
      }
    } while (cursor !== '0');
    return count;
  }
}

/** The subscriber's keys; the braces keep them in one slot of a Redis cluster. */
function keysOf(prefix: string, subscriberId: string): string[] {
  const base = `${prefix}:leases:{${subscriberId}}`;
  return [base, `${base}:playing`, `${base}:stopped`];
}

function strings(answer: unknown): string[] {
  if (!Array.isArray(answer)) throw new Error('unexpected lease answer');
  return answer.map((item) => String(item));
}

/** `[holder, target, holder, target, …]` → leases (a lease whose target is unreadable is left out). */
function heldFrom(pairs: string[]): HeldLease[] {
  const held: HeldLease[] = [];
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    const target = decodeTarget(pairs[i + 1]!);
    if (target) held.push({ holder: pairs[i]!, ...target });
  }
  return held;
}
