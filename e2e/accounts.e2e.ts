import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createSubscriber,
  modal,
  readOtp,
  signInThroughUi,
  smsTo,
  uniqueEmail,
  uniqueGloNumber,
  wrongOtp,
} from './support/accounts.ts';
import { desktop, launchBrowser, openPage, phone, type Viewport } from './support/browser.ts';

const password = 'Secret-123';
const gloDone = 'Registration completed successfully. Sign in or download the GLO-TV app.';

let browser: Browser;
/** Registered once through the API; the tests that only sign in share it (it keeps its password). */
const member = { number: uniqueGloNumber(), password };

beforeAll(async () => {
  browser = await launchBrowser();
  await createSubscriber({ number: member.number }, member.password);
});
afterAll(() => browser.close());

async function onPage(path: string, viewport: Viewport, test: (page: Page) => Promise<void>): Promise<void> {
  const { context, page } = await openPage(browser, path, viewport);
  try {
    await test(page);
  } finally {
    await context.close();
  }
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
const visible = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

async function openRegister(page: Page, choice: 'GLO' | 'OTHERS'): Promise<void> {
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await modal(page, 'Click to Register').getByRole('button', { name: choice, exact: true }).click();
}

async function typeOtp(page: Page, title: string, code: string): Promise<void> {
  const dialog = modal(page, title);
  await dialog.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code, { delay: 20 });
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
}

describe('Glo sign-up', () => {
  it('checks the number and passwords, sends an OTP and signs the new subscriber in', async () => {
    const number = uniqueGloNumber();
    await onPage('/play/newregisterpath', desktop, async (page) => {
      // Slow the number lookup down a little so that its progress text can be seen.
      await page.route(
        (url) => url.pathname === '/cm/api/subscriber/' && url.searchParams.has('subscriber_uid'),
        async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 400));
          await route.continue();
        },
      );
      await openRegister(page, 'GLO');
      const form = modal(page, 'Create your account');
      const mobile = form.getByLabel('Mobile number');
      expect(await mobile.getAttribute('placeholder')).toBe('80XXXXXXXX');
      await visible(page, '+234(0)');

      await mobile.fill('08051234567');
      await visible(page, 'Your number should not begin with 0');
      await mobile.fill('805123456');
      await visible(page, 'Enter a valid GLO number');
      await mobile.fill('80512345678');
      await visible(page, 'Enter a valid GLO number');
      await mobile.fill('80512abc');
      await visible(page, 'Enter a valid Glo number');
      await mobile.fill(number);

      const passwordField = form.getByLabel(/^Password\b/);
      expect(await passwordField.getAttribute('placeholder')).toMatch(/minimum 7 characters/);
      await passwordField.fill('abc');
      await visible(page, 'Password must be between 7 and 20 characters');
      await passwordField.fill(password);
      await form.getByLabel('Confirm password').fill(`${password}x`);
      await visible(page, 'Passwords do not match.');
      expect(await form.getByRole('button', { name: 'Continue' }).count()).toBe(0);

      await form.getByLabel('Confirm password').fill(password);
      await form.getByLabel('Show Password').check();
      expect(await passwordField.getAttribute('type')).toBe('text');
      await form.getByRole('button', { name: 'Continue' }).click();
      await visible(page, 'Verifying Number ...');

      const otpModal = modal(page, 'Enter your OTP');
      await otpModal.waitFor();
      expect(await otpModal.locator('[data-layout="wide"]').count()).toBe(1);
      expect(await otpModal.getByText(/^Resend OTP in 31\d seconds$/).count()).toBe(1);
      expect(await otpModal.getByLabel('Digit 1 of 6').getAttribute('inputmode')).toBe('numeric');
      expect(await otpModal.getByLabel('Digit 1 of 6').getAttribute('autocomplete')).toBe('one-time-code');

      // Edit goes back with what was typed, and Continue finds the OTP already sent.
      await otpModal.getByRole('button', { name: 'Edit', exact: true }).click();
      expect(await modal(page, 'Create your account').getByLabel('Mobile number').inputValue()).toBe(number);
      await modal(page, 'Create your account').getByRole('button', { name: 'Continue' }).click();
      await otpModal.waitFor();

      const code = await readOtp(smsTo(number));
      await visible(page, `Sent to +234 ${number.slice(0, 3)} *** **${number.slice(-2)}`);
      await typeOtp(page, 'Enter your OTP', wrongOtp(code));
      await visible(page, 'The OTP you entered is invalid');
      await typeOtp(page, 'Enter your OTP', code);

      const done = modal(page, gloDone);
      await done.waitFor({ timeout: 15_000 });
      expect(await done.getByLabel('Mobile number').inputValue()).toBe(number);
      const shownPassword = done.getByLabel(/^Password\b/);
      expect(await shownPassword.getAttribute('type')).toBe('password');
      expect(await shownPassword.inputValue()).toBe(password);
      expect(await shownPassword.getAttribute('readonly')).not.toBeNull();

      await done.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.waitForURL('**/play/newdashboard');
      await page.getByRole('button', { name: 'Logout', exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Register', exact: true }).count()).toBe(0);
    });
  });

  it('says on a phone what the form still needs, field and rule, until Continue can show', async () => {
    await onPage('/play/newregisterpath', phone, async (page) => {
      await openRegister(page, 'GLO');
      const form = modal(page, 'Create your account');
      const missing = form.getByRole('status').filter({ hasText: 'Still needed to continue:' });
      const lines = () => missing.getByRole('listitem').allInnerTexts();
      expect(await lines()).toEqual([
        'Mobile number: 10 digits after +234(0), not starting with 0',
        'Password: Password must be between 7 and 20 characters',
        'Confirm password: Type the same password again',
      ]);
      for (const label of ['Mobile number', 'Password', 'Confirm password']) {
        expect(
          await form.getByLabel(new RegExp(`^${label}\\b`)).getAttribute('required'),
          label,
        ).not.toBeNull();
      }
      expect(await form.getByLabel('E-mail (optional)').getAttribute('required')).toBeNull();

      await form.getByLabel('Mobile number').fill('80512345');
      await form.getByLabel('E-mail (optional)').fill('ada@');
      await form.getByLabel(/^Password\b/).fill('short');
      expect(await lines()).toEqual([
        'Mobile number: 10 digits after +234(0), not starting with 0',
        'E-mail: Enter a valid email or keep field blank',
        'Password: Password must be between 7 and 20 characters',
        'Confirm password: Type the same password again',
      ]);
      await form.getByLabel('Mobile number').fill(uniqueGloNumber());
      await form.getByLabel('E-mail (optional)').fill('');
      await form.getByLabel(/^Password\b/).fill(password);
      await form.getByLabel('Confirm password').fill(`${password}x`);
      expect(await lines()).toEqual(['Confirm password: Passwords do not match.']);
      expect(await form.getByRole('button', { name: 'Continue' }).count()).toBe(0);

      await form.getByLabel('Confirm password').fill(password);
      const cont = form.getByRole('button', { name: 'Continue' });
      await cont.waitFor();
      expect(await missing.count()).toBe(0);
      const box = await cont.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= phone.width).toBe(true);
    });
  });

  it('signs an already registered number in with its password, or says it is registered', async () => {
    await onPage('/play/', phone, async (page) => {
      await openRegister(page, 'GLO');
      const form = modal(page, 'Create your account');
      await form.getByLabel('Mobile number').fill(member.number);
      await form.getByLabel(/^Password\b/).fill('Other-pass-1');
      await form.getByLabel('Confirm password').fill('Other-pass-1');
      await form.getByRole('button', { name: 'Continue' }).click();
      await visible(page, 'This number is already registered.');

      await form.getByLabel(/^Password\b/).fill(member.password);
      await form.getByLabel('Confirm password').fill(member.password);
      await form.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL('**/play/newdashboard');
    });
  });
});

describe('e-mail sign-up', () => {
  it('checks the e-mail and passwords, sends the OTP by e-mail and signs in', async () => {
    const email = uniqueEmail();
    await onPage('/play/', phone, async (page) => {
      await openRegister(page, 'OTHERS');
      const form = modal(page, 'Create your account');
      await form.getByLabel('E-mail').fill('ada@');
      await visible(page, 'Enter your e-mail ');
      await form.getByLabel('E-mail').fill(email);
      await form.getByLabel(/^Password\b/).fill(password);
      await form.getByLabel('Confirm password').fill('Secret-12');
      await form.getByRole('button', { name: 'Continue' }).click();
      await visible(page, 'password does not match confirm password or is incomplete');

      await form.getByLabel('Confirm password').fill(password);
      await form.getByRole('button', { name: 'Continue' }).click();
      const otpModal = modal(page, 'Enter OTP');
      await otpModal.waitFor();
      await visible(page, `OTP is sent to ${email}`);
      expect(await otpModal.locator('[data-layout="compact"]').count()).toBe(1);

      // An SMS or e-mail autofill puts the whole code in the first box: it fills all six.
      const code = await readOtp(email);
      await otpModal.getByLabel('Digit 1 of 6').fill(code);
      expect(await otpModal.getByLabel('Digit 6 of 6').inputValue()).toBe(code[5]);
      await otpModal.getByRole('button', { name: 'Submit', exact: true }).click();

      const done = modal(page, 'Registration completed successfully.');
      await done.waitFor({ timeout: 15_000 });
      expect(await done.getByLabel('E-mail').inputValue()).toBe(email);
      await done.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.waitForURL('**/play/newdashboard');
    });
  });
});

describe('sign in', () => {
  it('asks for the number, keeps it to digits and refuses a wrong password', async () => {
    await onPage('/play/newloginpath', phone, async (page) => {
      await page.getByRole('button', { name: 'Sign In', exact: true }).first().click();
      const dialog = modal(page, 'Sign In');
      await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
      await visible(page, 'Enter MSISDN');

      const identifier = dialog.getByLabel('Mobile number or e-mail');
      await identifier.pressSequentially(`0${member.number.slice(0, 3)}-${member.number.slice(3)}`);
      expect(await identifier.inputValue()).toBe(`0${member.number}`);
      await dialog.getByLabel(/^Password\b/).fill('Wrong-pass-1');
      await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
      await visible(page, 'Login failed: invalid credentials');
      expect(pathOf(page)).toBe('/play/newloginpath');
    });
  });

  it('opens the dashboard, and the landing redirects there while signed in', async () => {
    await onPage('/play/newloginpath', desktop, async (page) => {
      await signInThroughUi(page, `0${member.number}`, member.password);
      await page.goto('/play/');
      await page.waitForURL('**/play/newdashboard');
      await page.goto('/play/newregisterpath');
      await page.waitForURL('**/play/newdashboard');
    });
  });

  it('sends signed-out visitors of signed-in pages to the login landing', async () => {
    await onPage('/play/changepassword', phone, async (page) => {
      await page.waitForURL('**/play/newloginpath');
      await page.goto('/play/newdashboard');
      await page.waitForURL('**/play/newloginpath');
    });
  });
});

describe('logout', () => {
  it('ends the session, keeps only the language and device, and returns to the login landing', async () => {
    await onPage('/play/newloginpath', phone, async (page) => {
      await signInThroughUi(page, member.number, member.password);
      await page.evaluate(() => {
        localStorage.setItem('glotv.lang', 'gb');
        localStorage.setItem('msisdn', '0805');
      });
      await page.getByRole('button', { name: 'Logout', exact: true }).click();
      await page.waitForURL('**/play/newloginpath');
      await page.getByRole('button', { name: 'Register', exact: true }).waitFor();
      const keys = await page.evaluate(() => Object.keys(localStorage).sort());
      expect(keys).toEqual(['glotv.device', 'glotv.lang']);

      await page.goto('/play/newdashboard');
      await page.waitForURL('**/play/newloginpath');
    });
  });
});

describe('a signed-out visit', () => {
  it('makes no failing call and logs no error, before sign-in and after logout, while a signed-in reload stays in', async () => {
    const context = await browser.newContext({ viewport: phone, baseURL: inject('portalUrl') });
    const page = await context.newPage();
    const failures: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(`console: ${message.text()}`);
    });
    const loadSignedOut = async (path: string) => {
      await page.goto(path);
      await page.getByRole('button', { name: 'Register', exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
    };
    try {
      await loadSignedOut('/play/');
      await loadSignedOut('/play/newloginpath');
      expect(failures).toEqual([]);

      await signInThroughUi(page, member.number, member.password);
      await page.reload();
      await page.getByRole('button', { name: 'Logout', exact: true }).waitFor();
      expect(pathOf(page)).toBe('/play/newdashboard');

      await page.getByRole('button', { name: 'Logout', exact: true }).click();
      await page.waitForURL('**/play/newloginpath');
      failures.length = 0;
      await loadSignedOut('/play/newloginpath');
      expect(failures).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('forgot password', () => {
  it('asks the number, then the OTP, then the new password, which then signs in', async () => {
    const number = uniqueGloNumber();
    await createSubscriber({ number }, password);
    const newPassword = 'Brand-new-9';
    await onPage('/play/newloginpath', phone, async (page) => {
      await page.getByRole('button', { name: 'Sign In', exact: true }).first().click();
      await modal(page, 'Sign In').getByRole('button', { name: 'Forgot password?' }).click();
      const form = modal(page, 'Reset Password');
      expect(await form.getByLabel(/^New password\b/).count()).toBe(0);
      await form.getByLabel('Mobile number or e-mail').fill(`0${number}`);
      await form.getByRole('button', { name: 'Submit', exact: true }).click();

      const otpModal = modal(page, 'Please enter the OTP');
      await otpModal.waitFor();
      await otpModal.getByText(/^Sent to /).waitFor();
      expect(await otpModal.getByText(/^Resend OTP in [78]\d seconds$/).count()).toBe(1);
      const code = await readOtp(smsTo(number), 2);
      await typeOtp(page, 'Please enter the OTP', wrongOtp(code));
      await visible(page, 'Wrong OTP please redo');
      await typeOtp(page, 'Please enter the OTP', code);

      const choose = modal(page, 'Reset Password');
      const fresh = choose.getByLabel(/^New password\b/);
      await fresh.waitFor();
      await choose.getByText('Password must be between 7 and 20 characters').waitFor();
      expect(await fresh.getAttribute('required')).not.toBeNull();
      await fresh.fill(newPassword);
      await choose.getByLabel('Confirm new password').fill(`${newPassword}x`);
      await visible(page, 'password does not match');
      await choose.getByLabel('Confirm new password').fill(newPassword);
      await choose.getByRole('button', { name: 'Submit', exact: true }).click();

      const changed = modal(page, 'Password changed successfully');
      await changed.waitFor();
      await changed.getByRole('button', { name: 'Sign In', exact: true }).click();
      const signIn = modal(page, 'Sign In');
      await signIn.getByLabel('Mobile number or e-mail').fill(number);
      await signIn.getByLabel(/^Password\b/).fill(newPassword);
      await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.waitForURL('**/play/newdashboard');
    });
  });

  it('says when the number is not registered', async () => {
    await onPage('/play/newloginpath', desktop, async (page) => {
      await page.getByRole('button', { name: 'Sign In', exact: true }).first().click();
      await modal(page, 'Sign In').getByRole('button', { name: 'Forgot password?' }).click();
      const form = modal(page, 'Reset Password');
      await form.getByLabel('Mobile number or e-mail').fill(`0${uniqueGloNumber()}`);
      await form.getByRole('button', { name: 'Submit', exact: true }).click();
      await visible(page, 'Your number is not registered. Register now.');
      await form.getByRole('button', { name: 'Register now' }).click();
      await modal(page, 'Click to Register').waitFor();
    });
  });
});

describe('change password', () => {
  it('needs the current password and a matching new one', async () => {
    const email = uniqueEmail();
    await createSubscriber({ email }, password);
    const newPassword = 'Changed-77';
    await onPage('/play/newloginpath', desktop, async (page) => {
      await signInThroughUi(page, email, password);
      await page.goto('/play/changepassword');
      const form = page.locator('form');
      await form.getByLabel('Current password').fill('Not-my-pass-1');
      await form.getByLabel(/^New password\b/).fill(newPassword);
      await form.getByLabel('Confirm new password').fill(newPassword);
      await form.getByRole('button', { name: 'Submit', exact: true }).click();
      await visible(page, 'Login failed: invalid credentials');

      await form.getByLabel('Current password').fill(password);
      await form.getByLabel('Confirm new password').fill('Changed-78');
      await form.getByRole('button', { name: 'Submit', exact: true }).click();
      await visible(page, 'password does not match');

      await form.getByLabel('Confirm new password').fill(newPassword);
      await form.getByRole('button', { name: 'Submit', exact: true }).click();
      await visible(page, 'Password changed successfully');

      await page.getByRole('button', { name: 'Logout', exact: true }).click();
      await page.waitForURL('**/play/newloginpath');
      await signInThroughUi(page, email, newPassword);
    });
  });
});

describe('the landing modals', () => {
  it('use a compact OTP layout below 500 px, where Resend shows at 1 second', async () => {
    const context = await browser.newContext({
      viewport: { width: 400, height: 800 },
      baseURL: inject('portalUrl'),
    });
    try {
      const page = await context.newPage();
      await page.clock.install();
      await page.goto('/play/');
      await openRegister(page, 'GLO');
      const form = modal(page, 'Create your account');
      await form.getByLabel('Mobile number').fill(uniqueGloNumber());
      await form.getByLabel(/^Password\b/).fill(password);
      await form.getByLabel('Confirm password').fill(password);
      await form.getByRole('button', { name: 'Continue' }).click();

      const otpModal = modal(page, 'Enter your OTP');
      await otpModal.waitFor();
      expect(await otpModal.locator('[data-layout="compact"]').count()).toBe(1);
      const box = await otpModal.getByLabel('Digit 1 of 6').boundingBox();
      expect(box?.width).toBeLessThan(40);
      expect(await otpModal.getByRole('button', { name: 'Resend' }).count()).toBe(0);

      await page.clock.fastForward(314_000);
      await otpModal.getByRole('button', { name: 'Resend' }).waitFor();
      await visible(page, "Didn't get OTP?");
    } finally {
      await context.close();
    }
  });

  it("show 'Service is only available in Nigeria' instead of the choice when the check fails", async () => {
    await onPage('/play/', phone, async (page) => {
      await page.route('**/cm/api/auth/**', (route) => route.fulfill({ json: { valid: 0 } }));
      await page.getByRole('button', { name: 'Register', exact: true }).click();
      const choice = modal(page, 'Click to Register');
      await choice.getByText('Service is only available in Nigeria', { exact: true }).waitFor();
      expect(await choice.getByRole('button', { name: 'GLO', exact: true }).count()).toBe(0);
      expect(await choice.getByRole('button', { name: 'OTHERS', exact: true }).count()).toBe(0);
    });
  });

  it('open one at a time and, closed, leave the landing as it was without reloading', async () => {
    await onPage('/play/', desktop, async (page) => {
      await page.evaluate(() => {
        (window as unknown as { loadedOnce: boolean }).loadedOnce = true;
      });
      await openRegister(page, 'GLO');
      await modal(page, 'Create your account').getByLabel('Mobile number').fill('8051234567');
      expect(await page.getByRole('dialog').count()).toBe(1);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Register');

      await page.getByRole('button', { name: 'Register', exact: true }).click();
      const choice = modal(page, 'Click to Register');
      await choice.getByRole('button', { name: 'Sign In', exact: true }).click();
      await modal(page, 'Sign In').waitFor();
      expect(await page.getByRole('dialog').count()).toBe(1);
      await modal(page, 'Sign In').getByRole('button', { name: 'Close' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await openRegister(page, 'GLO');
      expect(await modal(page, 'Create your account').getByLabel('Mobile number').inputValue()).toBe('');
      expect(await page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce)).toBe(
        true,
      );
    });
  });
});
