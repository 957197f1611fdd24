/** The part of the Network Information API used here (Chromium on Android; absent elsewhere). */
interface NetworkInformation {
  type?: string;
  effectiveType?: string;
  addEventListener?(type: 'change', listener: () => void): void;
  removeEventListener?(type: 'change', listener: () => void): void;
}

export function connectionOf(
  nav: Navigator | undefined = globalThis.navigator,
): NetworkInformation | undefined {
  return (nav as (Navigator & { connection?: NetworkInformation }) | undefined)?.connection;
}

/**
 * Whether the device plays over mobile data: `type` when the browser tells it (cellular, or wifi/ethernet);
 * otherwise a 2G/3G `effectiveType` is taken as mobile data. Unknown (most desktop browsers): not mobile data.
 */
export function onMobileData(connection: NetworkInformation | undefined): boolean {
  if (!connection) return false;
  if (connection.type) return connection.type === 'cellular';
  return ['slow-2g', '2g', '3g'].includes(connection.effectiveType ?? '');
}
