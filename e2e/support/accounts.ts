import { type Identity, PortalApi, randomEmail, randomGloNumber } from '@glotv/testing/portal-api';
import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';

/** A fresh number in a Glo range ('805' + 7 random digits), as typed after '+234(0)'. */
export const uniqueGloNumber = (): string => randomGloNumber();

export const uniqueEmail = (): string => randomEmail('e2e');

/** Where the portal sends a Glo number's OTPs. */
export const smsTo = (number: string) => `+234${number}`;

const portalApi = () => new PortalApi(inject('portalUrl'));

/**
 * The OTP in the newest message to `to` (a +234 number or an e-mail) from `GET /dev/outbox`, waiting until
 * at least `count` messages have been sent there (the second OTP to the same place: count 2).
 */
export const readOtp = (to: string, count = 1): Promise<string> => portalApi().readOtp(to, count);

/** A code that is certainly not `code`. */
export function wrongOtp(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

/** Registers a subscriber through the API, as the sign-up modals do (OTP from the outbox). */
export const createSubscriber = (who: Identity, password: string): Promise<void> =>
  portalApi().signUp(who, password);

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
