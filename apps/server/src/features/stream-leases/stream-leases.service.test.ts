import type { LeaseTarget } from '@glotv/contracts/stream-leases';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/database.ts';
import type { HeldLease, TakeOptions, TakeResult } from './lease-store.ts';
import { MemoryLeaseStore } from './memory-lease-store.ts';
import { LEASE_SECONDS, StreamLeasesService } from './stream-leases.service.ts';

/** A store whose counter has gone away, as Redis does when it stops. */
class UnreachableStore extends MemoryLeaseStore {
  override async take(_subscriberId: string, _lease: HeldLease, _options: TakeOptions): Promise<TakeResult> {
    throw new Error('Connection is closed.');
  }
}

const db = createDatabase({});
afterAll(() => db.destroy());

const caller = { subscriberId: 'subscriber-1', sessionId: 'session-1', deviceId: 'device-1' };
const movie: LeaseTarget = { kind: 'movie', id: '7' };
const at = new Date('2026-11-25T10:00:00Z');

describe('stream leases while their store cannot answer', () => {
  it('let the stream play without a lease and say so, rather than stop every subscriber', async () => {
    const outages: unknown[] = [];
    const leases = new StreamLeasesService(
      db,
      new UnreachableStore(),
      async () => 2,
      () => at,
      (error) => outages.push(error),
    );
    const granted = await leases.claim(caller, movie, true);
    expect(granted.expiresAt).toEqual(new Date(at.getTime() + LEASE_SECONDS * 1000));
    expect(outages).toHaveLength(1);
  });
});
