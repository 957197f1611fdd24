import { apiClientBasic, operatorUid, randomEmail, randomGloNumber } from '@glotv/testing/portal-api';
import pg from 'pg';
import type { PaymentSimulators } from './load-simulators.ts';
import {
  buyByAirtime,
  CARD_LITE,
  cardPacks,
  confirmCard,
  fromAddress,
  GLO_LITE,
  gloBundles,
  notActivated,
  openCheckout,
  type Subscriber,
} from './load-subscribers.ts';
import { type Answer, errorCodeOf, type LoadClient } from './workload.ts';

/** One request of a call and, when its answer is not the expected one, why. */
export interface Outcome {
  call: string;
  answer: Answer;
  problem: string | undefined;
}

/** What the calls need to know of the demo catalog. */
export interface CatalogFacts {
  /** A movie in the Lite packages, with (placeholder) media linked so that its addresses can be signed. */
  movieId: number;
  freeChannelUid: string;
  /** A channel that is not free to air and that the Lite packages include. */
  paidChannelUid: string;
}

export interface CallContext {
  client: LoadClient;
  simulators: PaymentSimulators;
  facts: CatalogFacts;
  /** References of the purchases that answered 'package activated successfully'. */
  activated: string[];
}

type Body = Record<string, unknown> | undefined;
const dataOf = (answer: Answer) => (answer.body as { data?: unknown } | undefined)?.data;

/** 200 with a `data` the check accepts. */
function expectData(check: (data: unknown) => boolean, what: string) {
  return (answer: Answer): string | undefined => {
    if (answer.status !== 200) return `expected 200, got ${answer.status || 'no answer'}`;
    return check(dataOf(answer)) ? undefined : `expected ${what}`;
  };
}

const nonEmptyList = expectData((data) => Array.isArray(data) && data.length > 0, 'a non-empty list');
const aList = expectData((data) => Array.isArray(data), 'a list');
const signedAddress = expectData(
  (data) => typeof (data as { url?: unknown } | undefined)?.url === 'string',
  'a signed address',
);

async function get(
  context: CallContext,
  subscriber: Subscriber,
  call: string,
  path: string,
  check: (answer: Answer) => string | undefined,
): Promise<Outcome> {
  const answer = await context.client.request('GET', path, undefined, {
    token: subscriber.token,
    headers: fromAddress(subscriber.address),
  });
  return { call, answer, problem: check(answer) };
}

/** One of the catalog calls the pages make while a subscriber browses. */
export async function browse(context: CallContext, subscriber: Subscriber, pick: number): Promise<Outcome[]> {
  const user = `/api/client/v1/${operatorUid}/users/${subscriber.userId}`;
  const { movieId } = context.facts;
  const calls: [string, string, (answer: Answer) => string | undefined][] = [
    ['browse: vod categories', `/api/client/v3/${operatorUid}/categories/vod`, nonEmptyList],
    ['browse: vod content', `/api/client/v1/${operatorUid}/categories/vod/content?limit=20`, nonEmptyList],
    [
      'browse: movie',
      `/api/client/v1/${operatorUid}/movies/${movieId}`,
      expectData((data) => (data as { id?: unknown } | undefined)?.id === movieId, `movie ${movieId}`),
    ],
    [
      'browse: user movie',
      `${user}/movies/${movieId}`,
      expectData(
        (data) => Boolean((data as { purchased?: unknown } | undefined)?.purchased),
        'the movie as bought',
      ),
    ],
    ['browse: channels', `/api/client/v2/${operatorUid}/users/${subscriber.userId}/channels`, nonEmptyList],
    [
      'browse: packages',
      `${user}/packages`,
      expectData((data) => Array.isArray(data) && data.length === 5, 'the five packages'),
    ],
    ['browse: banners', `/api/client/v1/${operatorUid}/banners?translation=gb`, aList],
    ['browse: purchase history', `${user}/purchases?limit=10`, nonEmptyList],
  ];
  const [call, path, check] = calls[pick % calls.length]!;
  return [await get(context, subscriber, call, path, check)];
}

/** One of the stream-address calls the player makes. */
export async function streamAddress(
  context: CallContext,
  subscriber: Subscriber,
  pick: number,
): Promise<Outcome[]> {
  const user = `/api/client/v1/${operatorUid}/users/${subscriber.userId}`;
  const { movieId, freeChannelUid, paidChannelUid } = context.facts;
  const calls: [string, string][] = [
    ['stream: free channel', `${user}/live/channels/${freeChannelUid}`],
    ['stream: package channel', `${user}/live/channels/${paidChannelUid}`],
    ['stream: movie', `${user}/vod/movies/${movieId}`],
    ['stream: trailer', `${user}/vod/trailers/movies/${movieId}`],
  ];
  const [call, path] = calls[pick % calls.length]!;
  return [await get(context, subscriber, call, path, signedAddress)];
}

/**
 * The sign-up modal's OTP steps for a new number or e-mail: generate, read the code from the development
 * outbox (polled, bounded), validate.
 */
export async function otpRoundTrip(
  context: CallContext,
  address: string,
  kind: 'glo' | 'email',
): Promise<Outcome[]> {
  const { client } = context;
  const headers = fromAddress(address);
  const to = kind === 'glo' ? `+234${randomGloNumber()}` : randomEmail('otp');
  const destination: Body = kind === 'glo' ? { mobile_number: to } : { email: to };
  const outcomes: Outcome[] = [];
  const generated = await client.request('POST', '/cm/api/otp/?mode=generate', destination, { headers });
  const generateProblem =
    generated.status !== 200
      ? `expected 200, got ${generated.status || 'no answer'}`
      : (generated.body as { status?: unknown } | undefined)?.status === 'ok'
        ? undefined
        : 'expected status ok';
  outcomes.push({ call: 'otp generate', answer: generated, problem: generateProblem });
  if (generateProblem) return outcomes;

  let code: string | undefined;
  for (let attempt = 0; attempt < 30 && !code; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    // The outbox answers only the machine itself: it is read as the harness, not from the device's address.
    const outbox = await client.request('GET', `/dev/outbox?to=${encodeURIComponent(to)}`);
    const messages = dataOf(outbox) as { text?: string }[] | undefined;
    code = /\b(\d{6})\b/.exec(messages?.[0]?.text ?? '')?.[1];
    const problem = outbox.status === 200 ? undefined : `expected 200, got ${outbox.status || 'no answer'}`;
    outcomes.push({ call: 'otp outbox read', answer: outbox, problem });
    if (problem) return outcomes;
  }
  if (!code) {
    outcomes.at(-1)!.problem = `no OTP reached ${to} after 30 reads of the outbox`;
    return outcomes;
  }
  const validated = await client.request(
    'POST',
    '/cm/api/otp/?mode=validate',
    { ...destination, otp: code },
    { headers },
  );
  const validProblem =
    validated.status === 200 &&
    (validated.body as { message?: unknown } | undefined)?.message === 'OTP is valid'
      ? undefined
      : 'expected 200 "OTP is valid"';
  outcomes.push({ call: 'otp validate', answer: validated, problem: validProblem });
  return outcomes;
}

/** The login page's call, with the right password: a new session. */
export async function login(context: CallContext, subscriber: Subscriber): Promise<Outcome[]> {
  const answer = await context.client.request(
    'POST',
    '/api/client/v1/global/login',
    {
      username: subscriber.username,
      password: subscriber.password,
      device: `reliability-${Math.random().toString(36).slice(2, 10)}`,
      device_class: 'desktop',
    },
    { headers: { authorization: apiClientBasic, ...fromAddress(subscriber.address) } },
  );
  // More logins than the password hasher's bound and queue are refused at once, by design (decision 026).
  if (answer.status === 429 && errorCodeOf(answer) === 'rate_limited') {
    return [{ call: 'login (refused: hashing busy)', answer, problem: undefined }];
  }
  const token = (dataOf(answer) as { access_token?: unknown } | undefined)?.access_token;
  const problem =
    answer.status !== 200
      ? `expected 200, got ${answer.status || 'no answer'}`
      : typeof token === 'string'
        ? undefined
        : 'expected an access token';
  return [{ call: 'login', answer, problem }];
}

/** A Glo subscriber buys a data bundle by airtime. */
export async function airtimePurchase(
  context: CallContext,
  subscriber: Subscriber,
  pick: number,
): Promise<Outcome[]> {
  const productId = gloBundles[pick % gloBundles.length]!;
  const answer = await buyByAirtime(context.client, subscriber, productId);
  const problem = notActivated(answer, productId);
  if (!problem) context.activated.push(answer.body.data!.reference!);
  return [{ call: 'purchase by airtime', answer, problem }];
}

/**
 * Anyone else buys an access pack by card: the checkout is opened, paid on the provider's page (the
 * simulator's button, in this process; its webhook races the return), and the purchase call confirms it —
 * unless `returnToPortal` is false: a browser that never came back leaves it to the webhook.
 */
export async function cardPurchase(
  context: CallContext,
  subscriber: Subscriber,
  pick: number,
  options: { returnToPortal?: boolean } = {},
): Promise<Outcome[]> {
  const productId = cardPacks[pick % cardPacks.length]!;
  const checkout = await openCheckout(context.client, subscriber, productId);
  const txRef = checkout.body?.data?.tx_ref;
  const checkoutProblem =
    checkout.status !== 200
      ? `expected 200, got ${checkout.status || 'no answer'}`
      : txRef
        ? undefined
        : 'no tx_ref';
  const outcomes: Outcome[] = [{ call: 'card checkout', answer: checkout, problem: checkoutProblem }];
  if (checkoutProblem || !txRef) return outcomes;
  const paid = await context.simulators.cardProvider.completeCheckout(txRef, { outcome: 'successful' });
  if (options.returnToPortal === false) return outcomes;
  const answer = await confirmCard(context.client, subscriber, productId, txRef, paid.transaction!.id);
  const problem = notActivated(answer, productId);
  if (!problem) context.activated.push(answer.body.data!.reference!);
  outcomes.push({ call: 'purchase by card', answer, problem });
  return outcomes;
}

/** Finds the calls' movie and channels in the demo catalog, as the first subscriber sees it. */
export async function discoverCatalog(client: LoadClient, subscriber: Subscriber): Promise<CatalogFacts> {
  const headers = fromAddress(subscriber.address);
  const content = await client.request<{
    data: { content: { id: number; type: string; packages: { id: number }[] }[] }[];
  }>('GET', `/api/client/v1/${operatorUid}/categories/vod/content?limit=100`, undefined, {
    token: subscriber.token,
    headers,
  });
  const channels = await client.request<{
    data: { uid: string; free_to_air: boolean; packages: { id: number }[] }[];
  }>('GET', `/api/client/v2/${operatorUid}/channels`, undefined, { token: subscriber.token, headers });
  const inLite = (packages: { id: number }[]) =>
    packages.some((entry) => entry.id === GLO_LITE) && packages.some((entry) => entry.id === CARD_LITE);
  const movie = content.body?.data
    ?.flatMap((category) => category.content)
    .find((item) => item.type === 'movie' && inLite(item.packages));
  const free = channels.body?.data?.find((channel) => channel.free_to_air);
  const paid = channels.body?.data?.find((channel) => !channel.free_to_air && inLite(channel.packages));
  if (!movie || !free || !paid) {
    throw new Error(
      `the demo catalog lacks a Lite movie or a free and a Lite channel: ${content.status} ${channels.status}`,
    );
  }
  return { movieId: movie.id, freeChannelUid: free.uid, paidChannelUid: paid.uid };
}

/**
 * Links a ready placeholder asset to the movie and its trailer, as `npm run ingest` would after encoding: the
 * stream calls then sign addresses (the media files themselves are never fetched here).
 */
export async function linkPlaceholderMedia(databaseUrl: string, movieId: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into media_assets (status, folder, duration_seconds)
       values ('ready', $1, 90) returning id`,
      [`reliability-placeholder-${movieId}`],
    );
    for (const kind of ['movie', 'trailer']) {
      await client.query(
        `insert into media_asset_links (owner_kind, owner_id, asset_id) values ($1, $2, $3)
         on conflict (owner_kind, owner_id) do update set asset_id = excluded.asset_id`,
        [kind, movieId, rows[0]!.id],
      );
    }
  } finally {
    await client.end();
  }
}
