import { describe, expect, it } from 'vitest';
import { DEVICE_USE_MARK_MS, DeviceUseRecorder, MemoryDeviceUse } from './device-use.ts';

describe("recording a device's last use", () => {
  it('marks a session’s device at most once a minute, however many requests it makes', async () => {
    const marks = new MemoryDeviceUse();
    const sut = new DeviceUseRecorder(marks);
    sut.used('session-1', 'device-1', 1_000);
    for (let at = 1_001; at < 1_000 + DEVICE_USE_MARK_MS; at += 5_000) sut.used('session-1', 'device-1', at);
    await sut.settle();
    expect(await marks.read(['device-1'])).toEqual(new Map([['device-1', 1_000]]));

    sut.used('session-1', 'device-1', 1_000 + DEVICE_USE_MARK_MS);
    await sut.settle();
    expect((await marks.read(['device-1'])).get('device-1')).toBe(1_000 + DEVICE_USE_MARK_MS);
  });

  it('marks each session on its own, and never moves a mark back', async () => {
    const marks = new MemoryDeviceUse();
    const sut = new DeviceUseRecorder(marks);
    sut.used('session-1', 'device-1', 5_000);
    sut.used('session-2', 'device-1', 4_000);
    sut.used('session-3', 'device-2', 4_500);
    await sut.settle();
    expect(await marks.read(['device-1', 'device-2', 'device-3'])).toEqual(
      new Map([
        ['device-1', 5_000],
        ['device-2', 4_500],
      ]),
    );
  });

  it('tells a failed mark to its error handler and lets the request go on', async () => {
    const failures: unknown[] = [];
    const sut = new DeviceUseRecorder(
      { mark: () => Promise.reject(new Error('redis down')), read: async () => new Map() },
      (error) => failures.push(error),
    );
    sut.used('session-1', 'device-1', 1_000);
    await sut.settle();
    expect(failures).toEqual([new Error('redis down')]);
  });
});
