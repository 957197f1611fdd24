import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';

/** A fresh number in a Glo range ('805' + 7 random digits), as typed after '+234(0)'. */
export function uniqueGloNumber(): string {
  return `805${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

export function uniqueEmail(): string {
  return `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Where the portal sends a Glo number's OTPs. */
export const smsTo = (number: string) => `+234${number}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(new URL(path, inject('portalUrl')), {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json().catch(() => null)) as T;
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(payload)}`);
  return payload;
}

interface OutboxMessage {
  channel: string;
  to: string;
  text: string;
  created_at: string;
}

async function outbox(to: string): Promise<OutboxMessage[]> {
  return (await call<{ data: OutboxMessage[] }>('GET', `/dev/outbox?to=${encodeURIComponent(to)}`)).data;
}

/**
 * The OTP in the newest message to `to` (a +234 number or an e-mail) from `GET /dev/outbox`, waiting until
 * at least `count` messages have been sent there (the second OTP to the same place: count 2).
 */
export async function readOtp(to: string, count = 1): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const messages = await outbox(to);
    const code = messages.length >= count ? /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1] : undefined;
    if (code) return code;
    await sleep(150);
  }
  throw new Error(`no OTP was sent to ${to}`);
}

/** A code that is certainly not `code`. */
export function wrongOtp(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

/** Registers a subscriber through the API, as the sign-up modals do (OTP from the outbox). */
export async function createSubscriber(
  who: { number: string } | { email: string },
  password: string,
): Promise<void> {
  const to = 'number' in who ? smsTo(who.number) : who.email;
  const destination = 'number' in who ? { mobile_number: to } : { email: to };
  await call('POST', '/cm/api/otp/?mode=generate', destination);
  const otp = await readOtp(to);
  await call('POST', '/cm/api/otp/?mode=validate', { ...destination, otp });
  const created = await call<{ sign_in_ticket?: string }>('POST', '/cm/api/subscriber/', {
    ...('number' in who ? { phone_number: to } : { email: to }),
    password,
  });
  if (!created.sign_in_ticket) throw new Error(`could not register ${to}: ${JSON.stringify(created)}`);
}

/** The open modal whose title is `title`. */
export function modal(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title, exact: true });
}

/** Signs in through the landing's Sign In modal and waits for the dashboard. */
export async function signInThroughUi(page: Page, identifier: string, password: string): Promise<void> {
  if (!/\/newloginpath$/.test(new URL(page.url()).pathname)) await page.goto('/play/newloginpath');
  await page.getByRole('button', { name: 'Sign In', exact: true }).first().click();
  const dialog = modal(page, 'Sign In');
  await dialog.getByLabel('Mobile number or e-mail').fill(identifier);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/play/newdashboard');
}
