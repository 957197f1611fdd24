import { CONSOLE_API_PREFIX } from '../staff/public.ts';

type Requirement = Record<string, string[]>;

/** The document's security schemes: how a caller proves who it is. */
export const securitySchemes = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description: "A subscriber's access token, from POST /api/client/v1/global/login.",
  },
  cookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'glotv_at',
    description: "The web app's session cookie, set by the login with `X-Session-Mode: cookie`.",
  },
  basic: {
    type: 'http',
    scheme: 'basic',
    description: 'An API client of API_CLIENTS (the login), or the Glo subscriber check credentials.',
  },
  consoleCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'glotv_console_at',
    description: "A staff member's console session, from the console's sign-in.",
  },
  cardWebhookHash: {
    type: 'apiKey',
    in: 'header',
    name: 'verif-hash',
    description: "The card provider's webhook secret (CARD_WEBHOOK_HASH).",
  },
} as const;

const subscriber: Requirement[] = [{ bearer: [] }, { cookie: [] }];
const none: Requirement[] = [];

/** First match wins: each path family and how it is guarded (a `{}` entry: signing in is optional). */
const rules: [RegExp, Requirement[]][] = [
  [new RegExp(`^${CONSOLE_API_PREFIX}/(session|setup)(/|$)`), [{}, { consoleCookie: [] }]],
  [new RegExp(`^${CONSOLE_API_PREFIX}/`), [{ consoleCookie: [] }]],
  [/^\/api\/client\/v1\/global\/(login|sign-in-ticket)$/, [{ basic: [] }]],
  [/^\/api\/client\/v1\/global\/(forgot|reset)/, none],
  [/^\/api\/client\/v1\/global\//, subscriber],
  [/^\/api\/client\/v1\/\{operator\}\/users\/\{userId\}/, subscriber],
  [/^\/tva-auth\//, [{ basic: [] }]],
  [/^\/cm\/api\/payments\/webhook\/$/, [{ cardWebhookHash: [] }]],
  [/^\/cm\/api\/(purchase|logs)\//, subscriber],
];

/** The security of an operation by its path: public unless a rule above names it. */
export function securityOf(path: string): Requirement[] {
  return rules.find(([pattern]) => pattern.test(path))?.[1] ?? none;
}
