import type { Translation } from '@glotv/contracts/catalog';
import type { DeviceDescription } from '@glotv/contracts/devices';
import type { LeaseTarget, Playing, PlayingStream } from '@glotv/contracts/stream-leases';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { HeldLease, LeaseStore } from './lease-store.ts';
import { streamLeasesRepository } from './stream-leases.repository.ts';

/** A lease runs this long unless renewed: a player closed without a goodbye frees its place within a minute. */
export const LEASE_SECONDS = 60;
/** The player renews this often, so two renewals may be lost before the lease runs out. */
export const RENEW_SECONDS = 20;
/** How long a device stopped from another one is told so when it renews (rather than taking a place again). */
export const STOPPED_SECONDS = 15 * 60;

export const streamStoppedMessage = 'Playback was stopped from another device.';

/** Who asks: the signed-in session (its device holds the lease). */
export interface LeaseCaller {
  subscriberId: string;
  sessionId: string;
  deviceId: string | null;
}

/**
 * At most `limit` streams per subscriber at once, one per device: a device restarting or changing title keeps
 * its own place. The limit is asked for at each decision (the operator's setting, answered from memory), so a
 * change is obeyed at once. The store decides atomically; names are read only for a refusal or the list.
 */
export class StreamLeasesService {
  constructor(
    private readonly db: Db,
    private readonly store: LeaseStore,
    private readonly limitNow: () => Promise<number>,
    private readonly clock: () => Date = () => new Date(),
    /** Told when the store cannot answer and a claim is let through unleased. */
    private readonly onStoreDown: (error: unknown) => void = () => {},
  ) {}

  /** Streams playing now, across every subscriber. */
  activeStreams(): Promise<number> {
    return this.store.countLive(this.clock().getTime());
  }

  /**
   * Takes or renews the caller's lease for `target`; refused when full, or when stopped and not starting. While
   * the store cannot answer (Redis down) the claim is let through without a lease: an outage of the counter must
   * not stop every subscriber's playback, and leases are counted again as soon as it is back.
   */
  async claim(caller: LeaseCaller, target: LeaseTarget, start: boolean): Promise<{ expiresAt: Date }> {
    const now = this.clock().getTime();
    const ttlMs = LEASE_SECONDS * 1000;
    const holder = holderOf(caller);
    const limit = await this.limitNow();
    let result: Awaited<ReturnType<LeaseStore['take']>>;
    try {
      result = await this.store.take(
        caller.subscriberId,
        { holder, ...target },
        { now, ttlMs, limit, start },
      );
    } catch (error) {
      this.onStoreDown(error);
      return { expiresAt: new Date(now + ttlMs) };
    }
    if (result.taken) return { expiresAt: new Date(now + ttlMs) };
    if (result.reason === 'stopped') throw new AppError('stream_stopped', streamStoppedMessage);
    const playing = await this.describe(caller, result.held);
    throw new AppError('stream_limit', limitMessage(limit, playing));
  }

  async release(caller: LeaseCaller, target: LeaseTarget | undefined): Promise<void> {
    await this.store.release(caller.subscriberId, holderOf(caller), target);
  }

  /** Ends the stream of another of the subscriber's devices (or this one); it stops at its next renewal. */
  async stop(caller: LeaseCaller, holder: string): Promise<void> {
    await this.store.stop(caller.subscriberId, holder, this.clock().getTime(), STOPPED_SECONDS * 1000);
  }

  /** A device was signed out: its place is free at once. */
  async deviceSignedOut(subscriberId: string, deviceId: string): Promise<void> {
    await this.store.release(subscriberId, deviceId, undefined);
  }

  /** What plays on the subscriber's devices, titles in `translation` (the refusal's message stays English). */
  async playing(caller: LeaseCaller, translation: Translation = 'gb'): Promise<Playing> {
    const held = await this.store.list(caller.subscriberId, this.clock().getTime());
    return { limit: await this.limitNow(), playing: await this.describe(caller, held, translation) };
  }

  private async describe(
    caller: LeaseCaller,
    held: HeldLease[],
    translation: Translation = 'gb',
  ): Promise<PlayingStream[]> {
    const devices = await streamLeasesRepository.devices(
      this.db,
      caller.subscriberId,
      held.map((lease) => lease.holder),
    );
    const titles = await Promise.all(
      held.map((lease) => streamLeasesRepository.titleOf(this.db, lease, translation)),
    );
    const unknown: DeviceDescription = { device_class: null, platform: null, os: null, browser: null };
    return held.map((lease, index) => ({
      ...(devices.get(lease.holder) ?? unknown),
      id: lease.holder,
      kind: lease.kind,
      title: titles[index] ?? null,
      this_device: lease.holder === holderOf(caller),
    }));
  }
}

/** The device holds the lease; a session whose device row is gone holds its own. */
export function holderOf(caller: LeaseCaller): string {
  return caller.deviceId ?? caller.sessionId;
}

/** 'Chrome on Android', 'Android', 'a mobile device': the English name of a device, for API clients. */
export function deviceName(device: DeviceDescription): string {
  if (device.browser && device.os) return `${device.browser} on ${device.os}`;
  return device.browser ?? device.os ?? `a ${device.device_class ?? 'signed-in'} device`;
}

export function limitMessage(limit: number, playing: PlayingStream[]): string {
  const names = playing.map((stream) => `${deviceName(stream)}${stream.title ? ` (${stream.title})` : ''}`);
  return `You can watch on ${limit} ${limit === 1 ? 'device' : 'devices'} at a time. Now playing: ${names.join(', ')}. Stop one to watch here.`;
}
