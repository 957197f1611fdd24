import type { Channel } from '@glotv/contracts/catalog';
import { type CachedBody, etagOfJson } from './catalog-cache.ts';
import type { ActiveGrant } from './entitlements.repository.ts';
import { channelGrantFor } from './entitlements.ts';
import { ReadyBytes } from './ready-bytes.ts';
import { userChannelsJson } from './user-channels-json.ts';

export type UserChannelsAnswer = Pick<CachedBody<unknown>, 'etag' | 'ready'>;

interface KeptAnswer {
  /** The list it was made from (the catalog cache's): a catalog change brings another. */
  listed: readonly Channel[];
  answer: UserChannelsAnswer;
  jsonBytes: number;
}

/** How much JSON the kept answers hold at most, in all; the oldest is dropped first. */
const KEPT_JSON_BYTES = 32 * 1024 * 1024;

/**
 * The subscriber's channel list as sent: a function of the list and the subscriber's grants alone, so it is
 * written and compressed once per list and set of grants, not on every request. Subscribers with no package
 * share one answer. A purchase or an expiry changes the grants and a catalog change the list, so either names
 * another answer: nothing here needs forgetting.
 */
export class UserChannelsAnswers {
  private readonly kept = new Map<string, KeptAnswer>();
  private keptBytes = 0;

  constructor(private readonly maxJsonBytes = KEPT_JSON_BYTES) {}

  /** `listName` names `listed` (the catalog cache's key): the same name with another list replaces the answer. */
  answerFor(
    listName: string,
    listed: readonly Channel[],
    grants: readonly ActiveGrant[],
  ): UserChannelsAnswer {
    const key = `${listName}|${grantsText(grants)}`;
    const kept = this.kept.get(key);
    if (kept?.listed === listed) return kept.answer;
    const json = userChannelsJson(listed, (channel) => channelGrantFor(channel, grants));
    const answer = { etag: etagOfJson(json), ready: ReadyBytes.ofJson(json) };
    this.keep(key, { listed, answer, jsonBytes: Buffer.byteLength(json) });
    return answer;
  }

  /** How many answers are kept. */
  get size(): number {
    return this.kept.size;
  }

  private keep(key: string, entry: KeptAnswer): void {
    this.drop(key);
    for (const oldest of this.kept.keys()) {
      if (this.keptBytes + entry.jsonBytes <= this.maxJsonBytes) break;
      this.drop(oldest);
    }
    this.kept.set(key, entry);
    this.keptBytes += entry.jsonBytes;
  }

  private drop(key: string): void {
    const entry = this.kept.get(key);
    if (!entry) return;
    this.kept.delete(key);
    this.keptBytes -= entry.jsonBytes;
  }
}

/** Everything of the grants the answer shows: each package and the moment it ends. */
function grantsText(grants: readonly ActiveGrant[]): string {
  return grants.map((grant) => `${grant.packageId}:${grant.endsAt.getTime()}`).join(',');
}
