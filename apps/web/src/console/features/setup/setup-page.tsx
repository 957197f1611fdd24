import type { SignedInStaff, StaffRole } from '@glotv/contracts/console-staff';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormMessage, TextField } from '../../../components/ui/text-field.tsx';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../features/auth/lib/constants.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { consoleApi } from '../../lib/console-api.ts';
import { useSetSignedIn } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-console-title.ts';
import { ConsoleLanguageSwitch } from '../../shell/console-layout.tsx';
import { CopyButton } from '../../shell/copy-button.tsx';

interface SetupDetails {
  email: string;
  role: StaffRole;
  otpauth_uri: string;
  secret: string;
  qr_svg_data_url: string;
  expires_at: string;
}

/** The set-up token rides in the link's fragment (never sent to a server); read once, then cleared from view. */
function takeToken(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  if (token) window.history.replaceState(window.history.state, '', window.location.pathname);
  return token;
}

function passwordProblem(password: string, confirm: string): ParseKeys<'console'> | null {
  if (password.length < PASSWORD_MIN) return 'setup.passwordShort';
  if (password.length > PASSWORD_MAX) return 'setup.passwordLong';
  if (password !== confirm) return 'setup.passwordsDiffer';
  return null;
}

/** Choose a password, add the account to an authenticator app, and confirm one code. */
export function SetupPage() {
  const { t } = useTranslation('console');
  const [token] = useState(takeToken);
  const navigate = useNavigate();
  const setSignedIn = useSetSignedIn();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<ParseKeys<'console'> | null>(null);
  useDocumentTitle(t('setup.heading'));

  const details = useQuery({
    queryKey: ['console', 'setup', token],
    enabled: token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () =>
      consoleApi.post<{ data: SetupDetails }>('/setup/inspect', { token }).then((answer) => answer.data),
  });

  const complete = useMutation({
    mutationFn: () =>
      consoleApi.post<{ data: SignedInStaff }>('/setup/complete', {
        token,
        password,
        confirm_password: confirm,
        code,
      }),
    onSuccess: (answer) => {
      setSignedIn(answer.data);
      navigate('/', { replace: true });
    },
    onError: (error) => {
      setCode('');
      if (error instanceof ApiError && error.code === 'otp_invalid') setProblem('setup.wrongCode');
      else if (error instanceof ApiError && error.code === 'not_found') setProblem('setup.deadLink');
      else if (error instanceof ApiError && error.code === 'passwords_do_not_match')
        setProblem('setup.passwordsDiffer');
      else setProblem('signIn.failed');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = passwordProblem(password, confirm) ?? (/^\d{6}$/.test(code) ? null : 'setup.codeFormat');
    setProblem(wrong);
    if (!wrong) complete.mutate();
  };

  let body: React.ReactNode;
  if (token === null || details.isError) {
    body = <FormMessage text={t('setup.deadLink')} />;
  } else if (!details.data) {
    body = <p role="status">{t('setup.checking')}</p>;
  } else {
    const info = details.data;
    body = (
      <form onSubmit={submit} className="console-form" noValidate>
        <p className="console-muted">
          {t('setup.for', { email: info.email, role: t(`roles.${info.role}`) })}
        </p>
        <h2>{t('setup.step1')}</h2>
        <p className="console-muted">{t('setup.passwordRule')}</p>
        <input type="email" name="username" autoComplete="username" value={info.email} readOnly hidden />
        <TextField
          label={t('setup.password')}
          type="password"
          name="new-password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          maxLength={PASSWORD_MAX}
          required
        />
        <TextField
          label={t('setup.confirmPassword')}
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          maxLength={PASSWORD_MAX}
          required
        />
        <h2>{t('setup.step2')}</h2>
        <p className="console-muted">{t('setup.scan')}</p>
        <img
          className="console-qr"
          src={info.qr_svg_data_url}
          alt={t('setup.qrAlt')}
          width={200}
          height={200}
        />
        <p className="console-muted">{t('setup.manual')}</p>
        <div className="console-copy">
          <code data-testid="totp-secret">{info.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
          <CopyButton text={info.secret} />
        </div>
        <p className="console-muted">{t('setup.uri')}</p>
        <div className="console-copy">
          <code className="console-wrap">{info.otpauth_uri}</code>
          <CopyButton text={info.otpauth_uri} />
        </div>
        <h2>{t('setup.step3')}</h2>
        <TextField
          label={t('setup.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          required
        />
        <FormMessage text={problem ? t(problem) : null} />
        <button type="submit" className="button button--primary" disabled={complete.isPending}>
          {t('setup.finish')}
        </button>
      </form>
    );
  }

  return (
    <main className="console-auth">
      <div className="console-auth__top">
        <span className="console-brand">{t('title')}</span>
        <ConsoleLanguageSwitch />
      </div>
      <section className="console-auth__card">
        <h1>{t('setup.heading')}</h1>
        {body}
      </section>
    </main>
  );
}
