import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18nOptions } from '../lib/i18n.ts';
import { allStrings } from './all-strings.ts';

const { gb, pt } = allStrings;

type Catalog = { [key: string]: string | Catalog };

/** Flattens a nested catalog to `area.key` → value, as i18next resolves keys. */
function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [child, text] of flatten(value, path)) entries.set(child, text);
  }
  return entries;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

/**
 * Strings the spec quotes (§1, §2, §4, §5, §6, §8, §9), copied to the letter, odd spacing included.
 * The spec's '{email}', '{number}' and 'N' are written as i18next placeholders.
 */
const specStrings = [
  'Service is only available in Nigeria',
  'This content is only available in Nigeria.',
  'Loading...',
  'GLO-TV Bundles',
  'Select your preferred GLO-TV package.',
  'Please check your internet connection',
  'Click to Register',
  'Sign In',
  'Create your account',
  'Enter your OTP',
  'Edit',
  'Enter OTP',
  'Registration completed successfully. Sign in or download the GLO-TV app.',
  'Registration incomplete.',
  'Registration completed successfully.',
  'Register now',
  'Please enter the OTP',
  'Password changed successfully',
  'Your Registration was Successful, Please proceed to Login',
  'Signup Failed. Please try again.',
  'Data Bundle or Access Pack required',
  'Enter MSISDN',
  'Please Check your MSISDN',
  'Your number should not begin with 0',
  'Enter a valid GLO number',
  'Enter a valid Glo number',
  'Password must be between 7 and 20 characters',
  'Passwords do not match.',
  ' Password does not match',
  'Enter your e-mail ',
  'password does not match confirm password or is incomplete',
  'password does not match',
  'This number is already registered.',
  'Enter a valid MTN mobile number',
  'Password is required',
  'Your password should be a minimum of 7 characters',
  'Confirm your password',
  'First name cannot be empty',
  'Last name cannot be empty',
  'Enter a valid email or keep field blank',
  'This movie is not in your package.',
  'This series is not in your package.',
  'This channel is not available in your package.',
  'Number already Exists',
  'Kindly check your internet connection and try again',
  'Verifying Number ...',
  'Verifying User...',
  'Generating OTP...',
  'Validating OTP ...',
  'Sending OTP ....',
  'Processing...',
  'Loading',
  'Registration is not Complete',
  'Registration InComplete',
  'Registration Incomplete',
  'Registration is InComplete',
  'Registration is Complete',
  'User  Exists Logging in ...',
  'Login Incomplete Please Reload Page',
  'User Does Not Exists',
  'Your number is not registered. Register now.',
  'Error Please Restart Process',
  'Wrong OTP please redo',
  'Password Change is InComplete',
  'Transaction failed',
  'Activation Incomplete. Call Support.',
  'GLO-TV Data Bundle required. Click OK to get.',
  'GLO-TV Access Pack required. Click OK to get.',
  'Select movie detail from Home ...',
  'No Episodes... Select Season from Dropdown',
  'Login failed: invalid credentials',
  'The OTP you entered has expired',
  'The OTP you entered is invalid',
  'Please enter a valid OTP',
  'Invalid mobile number',
  'Read...',
  "Didn't get OTP?",
  'Register',
  'Logout',
  'Movies & Shows',
  'Live TV',
  'GLO',
  'OTHERS',
  'Submit',
  'Continue',
  'Proceed',
  'OK',
  'Cancel',
  'Show Password',
  '+234(0)',
  '80XXXXXXXX',
  'Free to Air',
  'Recently Added',
  'Top Ranked',
  'Nollywood',
  'Bollywood',
  'Crime',
  'Drama',
  'Documentary',
  'Family',
  'Romance',
  'Science Fiction',
  'Thriller',
  'International',
  'Starring',
  'Director',
  'Watch Trailer',
  'Play Movie',
  'Season 1',
  'Season 2',
  // The top navigation's 'Live Tv' is written 'Live TV', as in the drawer (docs/decisions/017).
  'TV Shows',
  'Movies',
  'Sport',
  'TV Guide',
  'Data Saver',
  'Standard',
  'High',
  'Higher',
  'Best',
  'Auto',
  'Go to home',
  'Resend OTP in {{count}} seconds',
  'OTP is sent to {{email}}',
  'Sent to {{number}}',
];

const english = flatten(gb);
const portuguese = flatten(pt);

/** An i18next instance holding both catalogs, as the app configures it. */
async function bothLanguages() {
  const i18n = i18next.createInstance();
  await i18n.init({
    ...i18nOptions,
    lng: 'gb',
    resources: { gb: { translation: gb }, pt: { translation: pt } },
  });
  return i18n;
}

describe('translation catalogs', () => {
  it('have exactly the same keys in English and Portuguese', () => {
    expect([...portuguese.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('have no empty values', () => {
    for (const [key, text] of [...english, ...portuguese]) {
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('use the same interpolation placeholders in both languages', () => {
    for (const [key, text] of english) {
      expect(placeholders(portuguese.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('contain every string the spec quotes, exactly as quoted', () => {
    const values = new Set(english.values());
    expect(specStrings.length).toBeGreaterThanOrEqual(40);
    expect(specStrings.filter((text) => !values.has(text))).toEqual([]);
  });

  it('keep the brand names GLO and GLO-TV untranslated', () => {
    for (const [key, text] of english) {
      const translated = portuguese.get(key) ?? '';
      if (text.includes('GLO-TV')) expect(translated, key).toContain('GLO-TV');
      if (/\bGLO\b/.test(text)) expect(translated, key).toMatch(/\bGLO\b/);
    }
  });

  it("count the next episode's seconds in the singular only for one, in both languages", async () => {
    const i18n = await bothLanguages();
    const countdown = (lng: 'gb' | 'pt') =>
      [10, 2, 1, 0].map((count) => i18n.t('watching.nextEpisodeIn', { lng, count }));
    expect(countdown('gb')).toEqual([
      'Next episode in 10 seconds',
      'Next episode in 2 seconds',
      'Next episode in 1 second',
      'Next episode in 0 seconds',
    ]);
    expect(countdown('pt')).toEqual([
      'Próximo episódio dentro de 10 segundos',
      'Próximo episódio dentro de 2 segundos',
      'Próximo episódio dentro de 1 segundo',
      'Próximo episódio dentro de 0 segundos',
    ]);
  });

  it('name one device in the singular in the stream-limit notice, in both languages', async () => {
    const i18n = await bothLanguages();
    const notice = (lng: 'gb' | 'pt') => [1, 2].map((count) => i18n.t('streams.limit', { lng, count }));
    expect(notice('gb')).toEqual([
      'You can watch on 1 device at a time. Playing now:',
      'You can watch on 2 devices at a time. Playing now:',
    ]);
    expect(notice('pt')).toEqual([
      'Pode ver em 1 dispositivo ao mesmo tempo. A reproduzir agora:',
      'Pode ver em 2 dispositivos ao mesmo tempo. A reproduzir agora:',
    ]);
  });
});
