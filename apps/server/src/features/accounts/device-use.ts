import type { Redis } from 'ioredis';

/** When each device was last used, kept apart from the database: requests mark it, the devices page reads it. */
export interface DeviceUseMarks {
  mark(deviceId: string, atMs: number): Promise<void>;
  read(deviceIds: string[]): Promise<Map<string, number>>;
}

/** One instance: this process's memory (lost on restart; the database keeps logins and refreshes). */
export class MemoryDeviceUse implements DeviceUseMarks {
  private readonly marks = new Map<string, number>();

  async mark(deviceId: string, atMs: number): Promise<void> {
    if ((this.marks.get(deviceId) ?? 0) < atMs) this.marks.set(deviceId, atMs);
  }

  async read(deviceIds: string[]): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    for (const id of deviceIds) {
      const at = this.marks.get(id);
      if (at !== undefined) found.set(id, at);
    }
    return found;
  }
}

const KEEP_SECONDS = 30 * 86_400;

/** Several instances: one Redis key per device, kept as long as a session lives. */
export class RedisDeviceUse implements DeviceUseMarks {
  constructor(
    private readonly redis: Redis,
    /** Begins every key (`REDIS_KEY_PREFIX`). */
    private readonly prefix: string,
  ) {}

  async mark(deviceId: string, atMs: number): Promise<void> {
    await this.redis.set(`${this.prefix}:device-used:${deviceId}`, String(atMs), 'EX', KEEP_SECONDS);
  }

  async read(deviceIds: string[]): Promise<Map<string, number>> {
    if (deviceIds.length === 0) return new Map();
    const values = await this.redis.mget(...deviceIds.map((id) => `${this.prefix}:device-used:${id}`));
    const found = new Map<string, number>();
    values.forEach((value, index) => {
      const at = Number(value);
      if (value !== null && Number.isFinite(at)) found.set(deviceIds[index]!, at);
    });
    return found;
  }
}

/** A device's use is marked at most this often per session and instance. */
export const DEVICE_USE_MARK_MS = 60_000;

/**
 * Marks devices used without making any request wait and without a write per request: at most once a minute
 * per session on this instance, in Redis or memory (never the database).
 */
export class DeviceUseRecorder {
  /** Session id → when this instance last marked its device. */
  private readonly marked = new Map<string, number>();
  private readonly pending = new Set<Promise<void>>();

  constructor(
    readonly marks: DeviceUseMarks,
    private readonly onError: (error: unknown) => void = () => undefined,
    private readonly maxSessions = 100_000,
  ) {}

  used(sessionId: string, deviceId: string, nowMs: number): void {
    const last = this.marked.get(sessionId);
    if (last !== undefined && nowMs - last < DEVICE_USE_MARK_MS) return;
    if (this.marked.size >= this.maxSessions) {
      for (const [id, at] of this.marked) if (nowMs - at >= DEVICE_USE_MARK_MS) this.marked.delete(id);
      if (this.marked.size >= this.maxSessions) return;
    }
    this.marked.set(sessionId, nowMs);
    const write = this.marks
      .mark(deviceId, nowMs)
      .catch((error: unknown) => this.onError(error))
      .finally(() => this.pending.delete(write));
    this.pending.add(write);
  }

  /** Waits for the marks under way. */
  async settle(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}
