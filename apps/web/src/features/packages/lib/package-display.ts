/** A data allowance as people say it: '500 MB', '2 GB', '1.5 GB'. */
export function formatDataAllowance(megabytes: number): string {
  if (megabytes < 1024) return `${megabytes} MB`;
  const gigabytes = Math.round((megabytes / 1024) * 10) / 10;
  return `${gigabytes} GB`;
}
