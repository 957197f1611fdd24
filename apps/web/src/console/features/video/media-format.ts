/** Sizes, speeds and bit rates as an editor reads them, in the console's language. */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : value < 10 ? 1 : 0;
  return `${value.toLocaleString(locale, { maximumFractionDigits: digits })} ${units[unit]}`;
}

export function formatBitRate(bitsPerSecond: number, locale: string): string {
  if (bitsPerSecond >= 1_000_000) {
    return `${(bitsPerSecond / 1_000_000).toLocaleString(locale, { maximumFractionDigits: 2 })} Mbit/s`;
  }
  return `${Math.round(bitsPerSecond / 1000).toLocaleString(locale)} kbit/s`;
}

export function formatPercent(percent: number, locale: string): string {
  return `${Math.floor(percent).toLocaleString(locale)} %`;
}
