import type { DatabaseProbe, DatabaseWork } from './database-probe.ts';
import type { HotCall } from './hot-calls.ts';
import { type LoadFigures, measureLoad, recordAnswer, startBaselineProcess } from './load.ts';
import { cpuSecondsBetween, cpuSnapshot, processTree } from './process-cpu.ts';

export interface HotCallFigures {
  call: string;
  path: string;
  status: number;
  encoding: string;
  bytes: number;
  portal: LoadFigures;
  baseline: LoadFigures;
  /** Requests the portal answered in the run (requests per second × seconds). */
  requests: number;
  /** CPU time of the portal's processes per request, in milliseconds. */
  portalCpuMs: number;
  /** Per request, on PostgreSQL only: transactions (statements), rows read and server CPU milliseconds. */
  database?: { transactions: number; rowsRead: number; cpuMs: number };
}

export interface MeasureOptions {
  /** The portal's processes, whose CPU is counted (their descendants too). */
  portalPids: readonly number[];
  database?: DatabaseProbe | undefined;
  durationSeconds: number;
}

/** PostgreSQL 15+ flushes an idle server process's statistics within 10 s (PGSTAT_IDLE_INTERVAL). */
const statsFlushMs = 11_000;

async function answerOf(url: string, call: HotCall) {
  const answer = await recordAnswer(url, call.request);
  if (answer.status < 200 || answer.status > 299) {
    throw new Error(`${call.request.method} ${call.path} answered ${answer.status}: ${answer.body}`);
  }
  return answer;
}

const perRequest = (work: DatabaseWork, requests: number) => ({
  transactions: Math.round((work.transactions / requests) * 100) / 100,
  rowsRead: Math.round((work.rowsRead / requests) * 10) / 10,
  cpuMs: Math.round((work.cpuSeconds / requests) * 1000 * 1000) / 1000,
});

/**
 * One call under load (autocannon, 50 connections) against the portal, then against a bare `node:http` server
 * replaying its answer, with what each request cost the portal's processes and the database. The baseline's
 * run also gives the database's counters the ten idle seconds they need to be flushed before they are read.
 */
export async function measureHotCall(
  baseUrl: string,
  call: HotCall,
  options: MeasureOptions,
): Promise<HotCallFigures> {
  const url = `${baseUrl}${call.path}`;
  const answer = await answerOf(url, call);
  const pids = options.portalPids.flatMap(processTree);
  const dbBefore = await options.database?.snapshot();
  const cpuBefore = cpuSnapshot(pids);
  const load = {
    method: call.request.method,
    headers: call.request.headers,
    durationSeconds: options.durationSeconds,
  };
  const portal = await measureLoad({ ...load, url });
  const cpuAfter = cpuSnapshot(pids);
  const dbCpuAfter = await options.database?.cpuNow();
  const requests = Math.max(1, portal.requestsPerSecond * options.durationSeconds);
  await answerOf(url, call);
  const portalIdleSince = performance.now();
  const baselineServer = await startBaselineProcess(answer);
  let baseline: LoadFigures;
  try {
    baseline = await measureLoad({ ...load, url: `${baselineServer.url}${call.path}` });
  } finally {
    await baselineServer.close();
  }
  if (options.database) {
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, statsFlushMs - (performance.now() - portalIdleSince))),
    );
  }
  const dbAfter = await options.database?.snapshot();
  return {
    call: call.name,
    path: call.shownPath,
    status: answer.status,
    encoding: answer.headers['content-encoding'] ?? 'identity',
    bytes: answer.body.length,
    portal,
    baseline,
    requests,
    portalCpuMs: Math.round((cpuSecondsBetween(cpuBefore, cpuAfter) / requests) * 1000 * 1000) / 1000,
    ...(options.database && dbBefore && dbAfter && dbCpuAfter
      ? { database: perRequest(options.database.workBetween(dbBefore, dbAfter, dbCpuAfter), requests) }
      : {}),
  };
}
