import type { FastifyInstance } from 'fastify';
import {
  login,
  randomGloNumber,
  signUp,
  webClient,
} from '../../apps/server/src/features/accounts/accounts-test-fixtures.ts';
import type { Subscriber } from './bad-input-vocabulary.ts';

const PASSWORD = 'bad-input-pass';

/**
 * A real Glo subscriber, signed up and logged in through the API. A fuzzed request may end the session
 * (logout answers 200 whatever its body), so `renewIfEnded` logs in again when the token stopped working.
 */
export class SignedInSubscriber {
  private constructor(
    private readonly app: FastifyInstance,
    private current: Subscriber,
  ) {}

  static async create(app: FastifyInstance): Promise<SignedInSubscriber> {
    const msisdn = randomGloNumber();
    await signUp(app, { mobile_number: msisdn }, PASSWORD);
    return new SignedInSubscriber(app, await logIn(app, msisdn));
  }

  get subscriber(): Subscriber {
    return this.current;
  }

  /** Every credential the app accepts: the bearer token and the card provider's webhook secret. */
  headers(): Record<string, string> {
    const card = this.app.config.payments.card;
    return {
      authorization: this.current.authorization,
      ...(card ? { 'verif-hash': card.webhookHash } : {}),
    };
  }

  /** Every package of the subscriber's kind, so stream routes are reached past the entitlement check. */
  async buyEverything(): Promise<void> {
    for (const packageId of [1, 2, 3, 4, 5]) {
      await this.app.inject({
        method: 'POST',
        url: '/dev/packages/grant',
        headers: { authorization: this.current.authorization },
        payload: { package_id: packageId },
      });
    }
  }

  async renewIfEnded(): Promise<void> {
    const me = await this.app.inject({
      url: '/api/client/v1/global/me',
      headers: { authorization: this.current.authorization },
    });
    if (me.statusCode === 401) this.current = await logIn(this.app, this.current.msisdn);
  }
}

async function logIn(app: FastifyInstance, msisdn: string): Promise<Subscriber> {
  const response = await login(app, msisdn, PASSWORD);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const { user_id, access_token } = response.json().data as { user_id: string; access_token: string };
  return { userId: user_id, username: msisdn, msisdn, authorization: `Bearer ${access_token}` };
}

/** What the web app sends to the login call before anyone is signed in. */
export const apiClientAuthorization = webClient;
