import type { FastifyInstance } from 'fastify';
import {
  login,
  randomGloNumber,
  signUp,
  webClient,
} from '../../apps/server/src/features/accounts/accounts-test-fixtures.ts';
import { CONSOLE_API_PREFIX } from '../../apps/server/src/features/staff/public.ts';
import {
  type SignedInTestStaff,
  signInStaff,
} from '../../apps/server/src/features/staff/staff-test-fixtures.ts';
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

/**
 * A signed-in admin of the console, whose cookies and Origin go with every console route. A fuzzed request may
 * end the session (logout, or a refresh token presented twice), so `renewIfEnded` starts a new one.
 */
export class SignedInStaff {
  private constructor(
    private readonly app: FastifyInstance,
    private current: SignedInTestStaff,
  ) {}

  static async create(app: FastifyInstance): Promise<SignedInStaff> {
    return new SignedInStaff(app, await signInStaff(app, 'admin'));
  }

  headers(): Record<string, string> {
    return { ...this.current.headers };
  }

  async renewIfEnded(): Promise<void> {
    const me = await this.app.inject({ url: `${CONSOLE_API_PREFIX}/me`, headers: this.current.headers });
    if (me.statusCode !== 401) return;
    const session = await this.app.staffSessions.start(this.current.staff.id);
    this.current = {
      ...this.current,
      headers: {
        ...this.current.headers,
        cookie: `glotv_console_at=${session.accessToken}; glotv_console_rt=${session.refreshToken}`,
      },
    };
  }
}

/** The console's routes: their identity is a member of staff, and every call carries the portal's Origin. */
export function isConsoleRoute(path: string): boolean {
  return path.startsWith(`${CONSOLE_API_PREFIX}/`);
}
