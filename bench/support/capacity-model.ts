/**
 * The capacity model of docs/SCALING.md (decision 029): from what one request of each hot call costs, measured
 * by the bench, how many portal cores, database cores and statements, and how much media egress a number of
 * concurrent viewers needs. Pure arithmetic on the measured figures and the assumptions below, so that every
 * bench run can print it again with its own figures.
 */

/** What one request of a call cost, per the bench. */
export interface CallCost {
  portalCpuMs: number;
  dbStatements: number;
  dbCpuMs: number;
}

/** The calls the model needs, by role. */
export interface MeasuredCosts {
  carousels: CallCost;
  packages: CallCost;
  streamAddress: CallCost;
  livePlaylist: CallCost;
}

export interface Assumptions {
  /** Share of concurrent viewers watching a live channel (the others play a title on demand). */
  liveShare: number;
  /** How often a live player fetches its media playlist again: the segment length, in seconds. */
  livePlaylistSeconds: number;
  /** Per viewer per hour: dashboard views (carousels), package checks, and plays or channel changes. */
  perViewerHour: { carousels: number; packages: number; streamAddresses: number };
  /** Kick-off: this share of live viewers ask for a stream address within `surgeSeconds`. */
  surgeShare: number;
  surgeSeconds: number;
  /** Plan to this CPU use at peak, portal and database alike. */
  targetUtilisation: number;
  coresPerInstance: number;
  /**
   * Redis commands per API request. Today the hot reads send none (they are not rate limited; Redis carries the
   * limits of logins, OTPs and purchases, and cache invalidation); this is headroom for a shared cache look-up.
   */
  redisCommandsPerRequest: number;
  /** Viewers' share per quality, and each quality's measured bit rate (Playback table), kbit/s. */
  qualityMix: { share: number; kbitPerSecond: number }[];
}

/** Decision 029's assumptions; the bit rates are the Playback section's measured ones. */
export const assumptions: Assumptions = {
  liveShare: 0.5,
  livePlaylistSeconds: 4,
  perViewerHour: { carousels: 2, packages: 2, streamAddresses: 4 },
  surgeShare: 1,
  surgeSeconds: 60,
  targetUtilisation: 0.6,
  coresPerInstance: 2,
  redisCommandsPerRequest: 1,
  qualityMix: [
    { share: 0.4, kbitPerSecond: 195 },
    { share: 0.35, kbitPerSecond: 510 },
    { share: 0.2, kbitPerSecond: 852 },
    { share: 0.05, kbitPerSecond: 1641 },
  ],
};

export interface Capacity {
  viewers: number;
  /** Requests per second at steady state and during a kick-off surge. */
  steadyRequestsPerSecond: number;
  surgeRequestsPerSecond: number;
  /** At the surge, which is the peak. */
  portalCores: number;
  portalInstances: number;
  databaseStatementsPerSecond: number;
  databaseCores: number;
  redisCommandsPerSecond: number;
  /** Video bytes to viewers, Gbit/s. */
  mediaEgressGbitPerSecond: number;
}

interface Rate {
  cost: CallCost;
  perSecond: number;
  api: boolean;
}

function rates(viewers: number, costs: MeasuredCosts, model: Assumptions, surge: boolean): Rate[] {
  const hour = 3600;
  const live = viewers * model.liveShare;
  const surgeAddresses = surge ? (live * model.surgeShare) / model.surgeSeconds : 0;
  return [
    { cost: costs.carousels, perSecond: (viewers * model.perViewerHour.carousels) / hour, api: true },
    { cost: costs.packages, perSecond: (viewers * model.perViewerHour.packages) / hour, api: true },
    {
      cost: costs.streamAddress,
      perSecond: (viewers * model.perViewerHour.streamAddresses) / hour + surgeAddresses,
      api: true,
    },
    { cost: costs.livePlaylist, perSecond: live / model.livePlaylistSeconds, api: false },
  ];
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export function capacityFor(
  viewers: number,
  costs: MeasuredCosts,
  model: Assumptions = assumptions,
): Capacity {
  const steady = rates(viewers, costs, model, false);
  const peak = rates(viewers, costs, model, true);
  const portalCores =
    sum(peak.map((rate) => (rate.perSecond * rate.cost.portalCpuMs) / 1000)) / model.targetUtilisation;
  const databaseCores =
    sum(peak.map((rate) => (rate.perSecond * rate.cost.dbCpuMs) / 1000)) / model.targetUtilisation;
  const kbit = sum(model.qualityMix.map((quality) => quality.share * quality.kbitPerSecond));
  return {
    viewers,
    steadyRequestsPerSecond: Math.round(sum(steady.map((rate) => rate.perSecond))),
    surgeRequestsPerSecond: Math.round(sum(peak.map((rate) => rate.perSecond))),
    portalCores: Math.round(portalCores * 10) / 10,
    portalInstances: Math.max(1, Math.ceil(portalCores / model.coresPerInstance)),
    databaseStatementsPerSecond: Math.round(sum(peak.map((rate) => rate.perSecond * rate.cost.dbStatements))),
    databaseCores: Math.round(databaseCores * 10) / 10,
    redisCommandsPerSecond: Math.round(
      sum(peak.filter((rate) => rate.api).map((rate) => rate.perSecond * model.redisCommandsPerRequest)),
    ),
    mediaEgressGbitPerSecond: Math.round((viewers * kbit) / 1_000_000),
  };
}
