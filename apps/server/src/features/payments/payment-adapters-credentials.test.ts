import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StartedSimulators, startSimulators } from '../../development/simulators.ts';
import { createCardProviderAdapter } from './card-provider.adapter.ts';
import { createChargingGatewayAdapter } from './charging-gateway.adapter.ts';
import { PaymentSystemUnavailableError } from './payment-system.error.ts';

/** The payment systems, started with the credentials the operator and the provider issued to the portal. */
const issued = {
  CHARGING_GATEWAY_USERNAME: 'portal-at-the-gateway',
  CHARGING_GATEWAY_PASSWORD: 'issued-charging-password',
  CARD_SECRET_KEY: 'sk_issued_card_secret_key',
};
let simulators: StartedSimulators;
beforeAll(async () => {
  simulators = await startSimulators(['chargingGateway', 'cardProvider'], { credentials: issued });
});
afterAll(() => simulators?.close());

const charge = (reference: string) => ({
  reference,
  msisdn: '2348051239001',
  amountKobo: 20_000,
  rateCode: 'GLOTV-LITE',
  planCode: 'LITE',
  chargeGroupCode: null,
  description: 'GLO-TV Lite',
});

describe('the charging gateway adapter', () => {
  it('charges with the configured credentials', async () => {
    const sut = createChargingGatewayAdapter({
      baseUrl: simulators.env.CHARGING_GATEWAY_URL!,
      credentials: { username: issued.CHARGING_GATEWAY_USERNAME, password: issued.CHARGING_GATEWAY_PASSWORD },
    });
    expect(await sut.charge(charge('credentials-accepted-1'))).toMatchObject({ status: 'successful' });
    expect(simulators.chargingGateway!.charges('credentials-accepted-1')).toHaveLength(1);
  });

  it("is refused, charging nothing, with the simulator's development credentials", async () => {
    const sut = createChargingGatewayAdapter({
      baseUrl: simulators.env.CHARGING_GATEWAY_URL!,
      credentials: { username: 'glotv-portal', password: 'glotv-charging-dev' },
    });
    expect(await sut.charge(charge('credentials-refused-1'))).toEqual({
      status: 'failed',
      reason: 'rejected',
    });
    expect(simulators.chargingGateway!.charges('credentials-refused-1')).toEqual([]);
  });
});

describe('the card provider adapter', () => {
  it('is answered with the configured secret key', async () => {
    const sut = createCardProviderAdapter({
      baseUrl: simulators.env.CARD_PROVIDER_URL!,
      secretKey: issued.CARD_SECRET_KEY,
    });
    expect(await sut.verifyByReference('no-such-reference')).toBeNull();
  });

  it("is refused with the simulator's test key", async () => {
    const sut = createCardProviderAdapter({
      baseUrl: simulators.env.CARD_PROVIDER_URL!,
      secretKey: 'sk_test_glotv_card_provider_simulator',
    });
    await expect(sut.verifyByReference('no-such-reference')).rejects.toBeInstanceOf(
      PaymentSystemUnavailableError,
    );
  });
});
