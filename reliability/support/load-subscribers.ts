import { operatorUid, PortalApi, randomEmail, randomGloNumber } from '@glotv/testing/portal-api';
import type { PaymentSimulators } from './load-simulators.ts';
import type { Answer, LoadClient } from './workload.ts';

export interface Subscriber {
  kind: 'glo' | 'email';
  /** The national Glo number (805…) or the e-mail address. */
  identity: string;
  /** The login username: g805… or the e-mail. */
  username: string;
  password: string;
  userId: string;
  token: string;
  /** The address the subscriber's requests come from (X-Forwarded-For, believed from loopback). */
  address: string;
  /** The charging gateway's form of a Glo number (234…); empty for e-mail subscribers. */
  msisdn: string;
}

/** A Glo data bundle and a card access pack that both include movies and TV channels (Lite). */
export const GLO_LITE = 4;
export const CARD_LITE = 9;
export const gloBundles = [1, 2, 3, 4, 5];
export const cardPacks = [6, 7, 8, 9, 10];

const runTag = Math.floor(Math.random() * 200) + 20;

/**
 * A private address for the n-th simulated device. Per-address rate limits then apply per device as they
 * would in production, and outside production private addresses count as Nigeria.
 */
export function deviceAddress(n: number): string {
  return `10.${runTag}.${(n >> 8) & 255}.${n & 255}`;
}

export const fromAddress = (address: string) => ({ 'x-forwarded-for': address });

/**
 * Signs a subscriber up as the sign-up modal does (OTP from the outbox, validated, account created) and signs
 * in with the account's sign-in ticket, which spares a second password hash.
 */
export async function signUpSubscriber(
  baseUrl: string,
  kind: 'glo' | 'email',
  address: string,
): Promise<Subscriber> {
  const api = new PortalApi(baseUrl);
  const headers = fromAddress(address);
  const password = `Reliable-${Math.random().toString(36).slice(2, 10)}`;
  const identity = kind === 'glo' ? randomGloNumber() : randomEmail('reliability');
  const to = kind === 'glo' ? `+234${identity}` : identity;
  const destination = kind === 'glo' ? { mobile_number: to } : { email: to };
  await api.expectOk('POST', '/cm/api/otp/?mode=generate', destination, { headers });
  const otp = await api.readOtp(to);
  await api.expectOk('POST', '/cm/api/otp/?mode=validate', { ...destination, otp }, { headers });
  const created = await api.expectOk<{ sign_in_ticket?: string }>(
    'POST',
    '/cm/api/subscriber/',
    { ...(kind === 'glo' ? { phone_number: to } : { email: to }), password },
    { headers },
  );
  if (!created.sign_in_ticket) throw new Error(`could not register ${to}: ${JSON.stringify(created)}`);
  const session = await api.expectOk<{ data: { user_id: string; access_token: string } }>(
    'POST',
    '/api/client/v1/global/sign-in-ticket',
    {
      ticket: created.sign_in_ticket,
      device: `reliability-${Math.random().toString(36).slice(2, 10)}`,
      device_class: 'desktop',
    },
    { headers },
  );
  return {
    kind,
    identity,
    username: kind === 'glo' ? `g${identity}` : identity,
    password,
    userId: session.data.user_id,
    token: session.data.access_token,
    address,
    msisdn: kind === 'glo' ? `234${identity}` : '',
  };
}

/** Signs up `count` subscribers, `parallel` at a time, from addresses `firstDevice`, `firstDevice + 1`, … */
export async function signUpSubscribers(
  baseUrl: string,
  kinds: ('glo' | 'email')[],
  options: { firstDevice: number; parallel?: number },
): Promise<Subscriber[]> {
  const subscribers: Subscriber[] = new Array(kinds.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: options.parallel ?? 8 }, async () => {
      while (next < kinds.length) {
        const index = next++;
        subscribers[index] = await signUpSubscriber(
          baseUrl,
          kinds[index] ?? 'glo',
          deviceAddress(options.firstDevice + index),
        );
      }
    }),
  );
  return subscribers;
}

/** Enough airtime on the gateway for every purchase a test makes. */
export function topUp(simulators: PaymentSimulators, subscribers: Subscriber[]): void {
  for (const subscriber of subscribers) {
    if (subscriber.kind === 'glo')
      simulators.gateway.setSubscriber(subscriber.msisdn, { balance_kobo: 1_000_000_000 });
  }
}

interface PurchaseAnswer {
  message?: string;
  data?: { reference?: string; status?: string; package_id?: number };
}

/** The purchase call by airtime, as the payment modal makes it. */
export function buyByAirtime(client: LoadClient, subscriber: Subscriber, productId: number) {
  return client.request<PurchaseAnswer>(
    'POST',
    `/cm/api/purchase/?operator_uid=${operatorUid}`,
    {
      subscriber_uid: subscriber.userId,
      subscription_type: 'one-off',
      medium: 'web',
      bill: true,
      product_id: productId,
    },
    { token: subscriber.token, headers: fromAddress(subscriber.address) },
  );
}

/** Opens a card checkout for a package (the card form's submit). */
export function openCheckout(client: LoadClient, subscriber: Subscriber, productId: number) {
  return client.request<{ data?: { tx_ref?: string; link?: string } }>(
    'POST',
    `/cm/api/payments/checkout/?operator_uid=${operatorUid}`,
    {
      subscriber_uid: subscriber.userId,
      product_id: productId,
      customer: { email: 'buyer@example.com', name: 'Ada Buyer', phone_number: '8091234567' },
    },
    { token: subscriber.token, headers: fromAddress(subscriber.address) },
  );
}

/** The purchase call the web app makes when the browser comes back from the checkout. */
export function confirmCard(
  client: LoadClient,
  subscriber: Subscriber,
  productId: number,
  txRef: string,
  transactionId: number,
) {
  return client.request<PurchaseAnswer>(
    'POST',
    `/cm/api/purchase/?operator_uid=${operatorUid}`,
    {
      subscriber_uid: subscriber.userId,
      subscription_type: 'one-off',
      medium: 'fweb',
      bill: false,
      product_id: productId,
      tx_ref: txRef,
      transaction_id: transactionId,
    },
    { token: subscriber.token, headers: fromAddress(subscriber.address) },
  );
}

/** Why a purchase answer is not 'package activated successfully' for `productId`; undefined when it is. */
export function notActivated(answer: Answer<PurchaseAnswer>, productId: number): string | undefined {
  if (answer.status !== 200) return `expected 200, got ${answer.status || 'no answer'}`;
  if (answer.body?.message !== 'package activated successfully')
    return 'not "package activated successfully"';
  if (answer.body.data?.status !== 'active' || typeof answer.body.data.reference !== 'string')
    return 'the purchase is not active';
  if (answer.body.data.package_id !== productId) return `bought package ${answer.body.data.package_id}`;
  return undefined;
}
