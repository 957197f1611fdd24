import fs from 'node:fs';
import path from 'node:path';
import lighthouse, { type Result } from 'lighthouse';

/** The resource types whose transfer bytes the web section reports, as Lighthouse's resource summary names them. */
export const resourceTypes = ['script', 'stylesheet', 'font', 'image', 'document', 'total'] as const;
export type ResourceType = (typeof resourceTypes)[number];

export interface FailedRequest {
  url: string;
  /** The HTTP status, or 0 when the request failed without an answer. */
  status: number;
}

/** One Lighthouse run of one page. */
export interface PageAudit {
  finalUrl: string;
  /** The performance category, 0–100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes over the wire (compressed as served) by resource type, from the resource-summary audit. */
  transferBytes: Record<ResourceType, number>;
  requests: number;
  /** Requests answered 4xx/5xx or not at all, from the network-requests audit. */
  failedRequests: FailedRequest[];
  lighthouseVersion: string;
}

interface SummaryItem {
  resourceType: string;
  requestCount: number;
  transferSize: number;
}

interface NetworkItem {
  url: string;
  statusCode: number;
}

function numericValue(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number')
    throw new Error(`Lighthouse gave no value for ${id} of ${lhr.finalDisplayedUrl}`);
  return value;
}

function itemsOf<T>(lhr: Result, id: string): T[] {
  const details = lhr.audits[id]?.details;
  if (details?.type !== 'table') throw new Error(`Lighthouse gave no ${id} table`);
  return details.items as unknown as T[];
}

async function runLighthouse(url: string, port: number): Promise<Result> {
  const runner = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
  keepReport(runner.lhr);
  return runner.lhr;
}

/**
 * `BENCH_LIGHTHOUSE_REPORTS=<folder>` keeps every run's whole report there (requests, long tasks, timings),
 * to find out why a score moved.
 */
function keepReport(lhr: Result): void {
  const folder = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (!folder) return;
  fs.mkdirSync(folder, { recursive: true });
  const name = `${new URL(lhr.finalDisplayedUrl).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
  fs.writeFileSync(path.join(folder, name), JSON.stringify(lhr));
}

/**
 * One unmeasured Lighthouse run, so the server's one-time work for the page (image variants encoded on first
 * request, then kept on disk) is done before the audits, which then measure what every later visitor gets.
 */
export async function warmUpPage(url: string, port: number): Promise<void> {
  await runLighthouse(url, port);
}

/**
 * One Lighthouse run with its default settings: the mobile preset (a mid-range phone, simulated slow 4G and
 * a 4× slower CPU), the origin's caches and storage reset first (cookies kept), performance category only.
 * A run whose trace broke (Lighthouse's own advice: run again) is repeated once.
 */
export async function auditPage(url: string, port: number): Promise<PageAudit> {
  let lhr = await runLighthouse(url, port);
  if (lhr.runtimeError) {
    console.warn(`Lighthouse failed on ${url} (${lhr.runtimeError.code}); running it again`);
    lhr = await runLighthouse(url, port);
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error(`Lighthouse gave no performance score for ${url}`);

  const summary = itemsOf<SummaryItem>(lhr, 'resource-summary');
  const transferBytes = Object.fromEntries(
    resourceTypes.map((type) => [
      type,
      summary.find((item) => item.resourceType === type)?.transferSize ?? 0,
    ]),
  ) as Record<ResourceType, number>;
  const failedRequests = itemsOf<NetworkItem>(lhr, 'network-requests')
    .filter((item) => !(item.statusCode >= 200 && item.statusCode < 400))
    .map((item) => ({ url: item.url, status: Math.max(item.statusCode, 0) }));

  return {
    finalUrl: lhr.finalDisplayedUrl,
    score: Math.round(score * 100),
    lcpMs: numericValue(lhr, 'largest-contentful-paint'),
    tbtMs: numericValue(lhr, 'total-blocking-time'),
    cls: numericValue(lhr, 'cumulative-layout-shift'),
    transferBytes,
    requests: summary.find((item) => item.resourceType === 'total')?.requestCount ?? 0,
    failedRequests,
    lighthouseVersion: lhr.lighthouseVersion,
  };
}
