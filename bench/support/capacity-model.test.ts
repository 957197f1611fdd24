import { describe, expect, it } from 'vitest';
import { type Assumptions, capacityFor, type MeasuredCosts } from './capacity-model.ts';

const oneMsOneStatement = { portalCpuMs: 1, dbStatements: 1, dbCpuMs: 0.5 };
const costs: MeasuredCosts = {
  carousels: oneMsOneStatement,
  packages: oneMsOneStatement,
  streamAddress: oneMsOneStatement,
  livePlaylist: { portalCpuMs: 2, dbStatements: 0, dbCpuMs: 0 },
};
const model: Assumptions = {
  liveShare: 0.5,
  livePlaylistSeconds: 4,
  perViewerHour: { carousels: 1800, packages: 0, streamAddresses: 0 },
  surgeShare: 1,
  surgeSeconds: 100,
  targetUtilisation: 0.5,
  coresPerInstance: 2,
  redisCommandsPerRequest: 2,
  qualityMix: [
    { share: 0.5, kbitPerSecond: 200 },
    { share: 0.5, kbitPerSecond: 600 },
  ],
};

describe('the capacity model', () => {
  // 1,000 viewers: 500 carousels/s (1,800 an hour each), 125 playlists/s (500 live ÷ 4 s), and at kick-off
  // 5 stream addresses/s (500 live viewers in 100 s).
  const capacity = capacityFor(1000, costs, model);

  it('adds every call’s rate, and the kick-off surge of stream addresses to the peak', () => {
    expect(capacity.steadyRequestsPerSecond).toBe(625);
    expect(capacity.surgeRequestsPerSecond).toBe(630);
  });

  it('sizes the portal by CPU per request at the peak, kept under the target use', () => {
    // (505 API × 1 ms + 125 playlists × 2 ms) ÷ 0.5 = 1.51 cores: one two-core instance.
    expect(capacity.portalCores).toBe(1.5);
    expect(capacity.portalInstances).toBe(1);
    expect(capacityFor(10_000, costs, model).portalInstances).toBe(8);
  });

  it('counts the database’s statements and CPU, and Redis commands for API requests only', () => {
    expect(capacity.databaseStatementsPerSecond).toBe(505);
    expect(capacity.databaseCores).toBe(0.5);
    expect(capacity.redisCommandsPerSecond).toBe(1010);
  });

  it('sizes media egress by the viewers’ mix of measured bit rates', () => {
    expect(capacityFor(1_000_000, costs, model).mediaEgressGbitPerSecond).toBe(400);
  });
});
