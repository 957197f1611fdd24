/** One part of `npm run bench`: its figures for `bench/results/latest.json` and its part of `docs/PERFORMANCE.md`. */
export interface BenchSection {
  /** The key of its figures in latest.json, e.g. 'api'. */
  key: string;
  /** The heading of its part of PERFORMANCE.md. */
  title: string;
  results: unknown;
  /** Markdown under the heading: tables and a few lines on how it was measured. */
  markdown: string;
}

/** A Markdown table from a header row and body rows. */
export function markdownTable(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** portal ÷ baseline, as '0.42×'. */
export function ratio(portal: number, baseline: number): string {
  return baseline === 0 ? 'n/a' : `${(portal / baseline).toFixed(2)}×`;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}
