import type { FastifyInstance } from 'fastify';

export const webClient = `Basic ${Buffer.from('glotv-web:glotv-web-public').toString('base64')}`;

export function randomGloNumber(): string {
  return `805${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

export function randomEmail(): string {
  return `viewer-${Math.random().toString(36).slice(2, 10)}@example.com`;
}

/** The newest OTP sent to a destination, read back from the development outbox as a person would. */
export async function latestOtp(app: FastifyInstance, to: string): Promise<string> {
  const response = await app.inject({ url: '/dev/outbox', query: { to } });
  const messages = response.json().data as { text: string }[];
  const code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no OTP in the outbox for ${to}: ${response.body}`);
  return code;
}

/** Sign-up through the API exactly as the web app does it; answers the create-subscriber response. */
export async function signUp(
  app: FastifyInstance,
  who: { mobile_number: string } | { email: string },
  password: string,
) {
  const generated = await app.inject({ method: 'POST', url: '/cm/api/otp/?mode=generate', payload: who });
  if (generated.statusCode !== 200) throw new Error(`generate failed: ${generated.body}`);
  const to = 'mobile_number' in who ? `+234${who.mobile_number}` : who.email;
  const otp = await latestOtp(app, to);
  const validated = await app.inject({
    method: 'POST',
    url: '/cm/api/otp/?mode=validate',
    payload: { ...who, otp },
  });
  if (validated.statusCode !== 200) throw new Error(`validate failed: ${validated.body}`);
  const created = await app.inject({
    method: 'POST',
    url: '/cm/api/subscriber/',
    payload:
      'mobile_number' in who ? { phone_number: who.mobile_number, password } : { email: who.email, password },
  });
  return created.json() as { subscriber_uid: string; username: string; sign_in_ticket: string };
}

export function login(
  app: FastifyInstance,
  username: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/client/v1/global/login',
    headers: { authorization: webClient, ...headers },
    payload: { username, password, device: 'test-device-1', device_class: 'desktop' },
  });
}
