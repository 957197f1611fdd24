/** The viewing a stream address counts into (`…~m.<subscriber>.<viewing>/master.m3u8`); none for live channels. */
export function viewingOf(url: string): string | undefined {
  return /~m\.\d+\.([0-9a-f]{16})\//.exec(url)?.[1];
}
