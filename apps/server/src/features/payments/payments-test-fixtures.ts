import type { AddressInfo } from 'node:net';
import type { CardProviderSimulator, ChargingGatewaySimulator } from '../../development/simulators.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInViewer, type Viewer } from '../catalog/catalog-test-fixtures.ts';
import { seedPackages } from '../packages/packages.seed.ts';

export interface PaymentsTestBed extends TestApp {
  gateway: ChargingGatewaySimulator;
  cardProvider: CardProviderSimulator;
  /** Moves the app's clock (validity windows, reconciliation) by `ms`. */
  advance(ms: number): void;
}

/**
 * The portal with the package catalog, on its own charging gateway and card provider simulators, listening
 * on a loopback port so that the provider's webhooks reach it.
 */
export async function createPaymentsTestBed(options: { seed?: boolean } = {}): Promise<PaymentsTestBed> {
  let offsetMs = 0;
  const testApp = await createTestApp({
    simulators: ['chargingGateway', 'cardProvider', 'sms', 'mail'],
    clock: () => new Date(Date.now() + offsetMs),
    seed: options.seed ?? false,
  });
  const gateway = testApp.simulators.chargingGateway!;
  const cardProvider = testApp.simulators.cardProvider!;
  if (!options.seed) await seedPackages(testApp.app.db);
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = testApp.app.server.address() as AddressInfo;
  cardProvider.setWebhook({ url: `http://127.0.0.1:${port}/cm/api/payments/webhook/` });
  return {
    ...testApp,
    gateway,
    cardProvider,
    advance(ms) {
      offsetMs += ms;
    },
  };
}

export interface Buyer extends Viewer {
  /** International form without '+', as the charging gateway knows it (Glo buyers only). */
  msisdn: string;
}

export async function newBuyer(bed: TestApp, kind: 'glo' | 'email'): Promise<Buyer> {
  const viewer = await signedInViewer(bed.app, kind);
  return { ...viewer, msisdn: kind === 'glo' ? `234${viewer.username}` : '' };
}

export const LITE = 4;
export const MAX = 5;
export const CARD_3_DAY = 6;
export const CARD_LITE = 9;

export function buyByAirtime(bed: TestApp, buyer: Viewer, productId: number, extra: object = {}) {
  return bed.app.inject({
    method: 'POST',
    url: '/cm/api/purchase/?operator_uid=glotv',
    headers: buyer.headers,
    payload: {
      subscriber_uid: buyer.userId,
      subscription_type: 'one-off',
      medium: 'web',
      bill: true,
      product_id: productId,
      ...extra,
    },
  });
}

export async function openCheckout(bed: TestApp, buyer: Viewer, productId: number) {
  const response = await bed.app.inject({
    method: 'POST',
    url: '/cm/api/payments/checkout/?operator_uid=glotv',
    headers: buyer.headers,
    payload: {
      subscriber_uid: buyer.userId,
      product_id: productId,
      customer: { email: 'buyer@example.com', name: 'Ada Buyer', phone_number: '8091234567' },
    },
  });
  if (response.statusCode !== 200) throw new Error(`checkout failed: ${response.body}`);
  return response.json().data as { tx_ref: string; link: string; amount: number };
}

/** The purchase call the web app makes when the browser comes back from the checkout. */
export function confirmCard(
  bed: TestApp,
  buyer: Viewer,
  productId: number,
  txRef: string,
  transactionId?: number,
) {
  return bed.app.inject({
    method: 'POST',
    url: '/cm/api/purchase/?operator_uid=glotv',
    headers: buyer.headers,
    payload: {
      subscriber_uid: buyer.userId,
      subscription_type: 'one-off',
      medium: 'fweb',
      bill: false,
      product_id: productId,
      tx_ref: txRef,
      ...(transactionId === undefined ? {} : { transaction_id: transactionId }),
    },
  });
}

/** The buyer's packages as the packages page shows them: id → the purchased window or null. */
export async function purchasedWindows(bed: TestApp, buyer: Viewer) {
  const response = await bed.app.inject({
    url: `/api/client/v1/glotv/users/${buyer.userId}/packages`,
    headers: buyer.headers,
  });
  const data = response.json().data as {
    id: number;
    purchased: { starts_at: string; ends_at: string } | null;
  }[];
  return new Map(data.map((entry) => [entry.id, entry.purchased]));
}

/** How many user packages (activations) the buyer has of a package. */
export async function activations(bed: TestApp, buyer: Viewer, packageId: number): Promise<number> {
  const rows = await bed.app.db
    .selectFrom('user_packages')
    .select('id')
    .where('subscriber_id', '=', buyer.userId)
    .where('package_id', '=', packageId)
    .execute();
  return rows.length;
}
