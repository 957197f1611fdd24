import { type Channel, type ChannelGrant, channelGrantSchema, channelSchema } from '@glotv/contracts/catalog';

/** Each channel of a list as its JSON without the closing brace: made once per list (the catalog cache's). */
const openChannels = new WeakMap<readonly Channel[], readonly string[]>();
const purchasedSchema = channelGrantSchema.nullable();

/**
 * The subscriber's channel list as `{"data":[…]}`: each channel's JSON, checked against the contract and
 * written once per list, with the subscriber's own `purchased` spliced in, so a request writes only what is its
 * own. The text is the one the route's response schema makes of the channels with `purchased`.
 */
export function userChannelsJson(
  channels: readonly Channel[],
  purchasedOf: (channel: Channel) => ChannelGrant | null,
): string {
  const open = openChannelsOf(channels);
  const items = channels.map((channel, index) => {
    const purchased = JSON.stringify(purchasedSchema.parse(purchasedOf(channel)));
    return `${open[index]},"purchased":${purchased}}`;
  });
  return `{"data":[${items.join(',')}]}`;
}

function openChannelsOf(channels: readonly Channel[]): readonly string[] {
  let open = openChannels.get(channels);
  if (!open) {
    open = channels.map((channel) => JSON.stringify(channelSchema.parse(channel)).slice(0, -1));
    openChannels.set(channels, open);
  }
  return open;
}
