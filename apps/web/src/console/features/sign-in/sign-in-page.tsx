import type { SignedInStaff } from '@glotv/contracts/console-staff';
import type { ParseKeys } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { FormMessage, TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, isApiError } from '../../../lib/api-client.ts';
import { consoleApi } from '../../lib/console-api.ts';
import { useSetSignedIn, useStaffSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-console-title.ts';
import { ConsoleLanguageSwitch } from '../../shell/console-layout.tsx';

/** Where to go after signing in: a path inside the console only. */
function safeNext(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') ? next : '/';
}

function messageFor(error: unknown, step: 'password' | 'code'): ParseKeys<'console'> {
  if (!(error instanceof ApiError)) return 'signIn.failed';
  if (error.code === 'rate_limited') return /locked/.test(error.message) ? 'signIn.locked' : 'signIn.tooMany';
  if (step === 'password')
    return error.code === 'invalid_credentials' ? 'signIn.wrongPassword' : 'signIn.failed';
  if (error.code === 'otp_invalid')
    return /used already/.test(error.message) ? 'signIn.codeUsed' : 'signIn.wrongCode';
  if (error.code === 'session_expired' || error.code === 'invalid_credentials')
    return 'signIn.challengeExpired';
  return 'signIn.failed';
}

/** E-mail and password, then the 6-digit code from the authenticator app. */
export function SignInPage() {
  const { t } = useTranslation('console');
  const session = useStaffSession();
  const setSignedIn = useSetSignedIn();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [challenge, setChallenge] = useState<string | null>(null);
  const [error, setError] = useState<ParseKeys<'console'> | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t('signIn.heading'));

  if (session.data) return <Navigate to={safeNext(params.get('next'))} replace />;

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await consoleApi.post<{ data: { challenge: string } }>('/session/password', {
        email,
        password,
      });
      setChallenge(answer.data.challenge);
      setPassword('');
    } catch (caught) {
      setError(messageFor(caught, 'password'));
    } finally {
      setBusy(false);
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await consoleApi.post<{ data: SignedInStaff }>('/session/code', { challenge, code });
      setSignedIn(answer.data);
      navigate(safeNext(params.get('next')), { replace: true });
    } catch (caught) {
      const key = messageFor(caught, 'code');
      setCode('');
      if (key === 'signIn.challengeExpired' || (isApiError(caught) && /locked/.test(caught.message)))
        setChallenge(null);
      setError(key);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="console-auth">
      <div className="console-auth__top">
        <span className="console-brand">{t('title')}</span>
        <ConsoleLanguageSwitch />
      </div>
      <section className="console-auth__card">
        {challenge === null ? (
          <form onSubmit={submitPassword} className="console-form" noValidate>
            <h1>{t('signIn.heading')}</h1>
            <TextField
              label={t('signIn.email')}
              type="email"
              name="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              required
              autoFocus
            />
            <TextField
              label={t('signIn.password')}
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              required
            />
            <FormMessage text={error ? t(error) : null} />
            <button type="submit" className="button button--primary" disabled={busy || !email || !password}>
              {t('signIn.continue')}
            </button>
          </form>
        ) : (
          <form onSubmit={submitCode} className="console-form" noValidate>
            <h1>{t('signIn.codeHeading')}</h1>
            <p className="console-muted">{t('signIn.codeHint')}</p>
            <TextField
              label={t('signIn.code')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
              required
              autoFocus
            />
            <FormMessage text={error ? t(error) : null} />
            <button type="submit" className="button button--primary" disabled={busy || code.length !== 6}>
              {t('signIn.signIn')}
            </button>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setChallenge(null);
                setCode('');
                setError(null);
              }}
            >
              {t('signIn.startAgain')}
            </button>
          </form>
        )}
      </section>
    </main>
  );
}
