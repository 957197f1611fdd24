import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../components/layout/page-layout.tsx';
import { FormMessage, TextField } from '../../../components/ui/text-field.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { isApiError, NetworkError } from '../../../lib/api-client.ts';
import { useChangePassword } from '../api/change-password.ts';
import { sessionQueryKey } from '../api/session-query-key.ts';
import type { MessageKey } from '../hooks/use-step.ts';
import { newPasswordSubmitError, passwordLengthError } from '../lib/validation.ts';
import { PasswordFields } from './password-fields.tsx';
import './change-password-page.css';

const emptyForm = { old: '', password: '', confirm: '' };

function changeMessage(error: unknown): MessageKey {
  if (isApiError(error) && error.code === 'invalid_credentials') return 'errors.loginInvalidCredentials';
  return error instanceof NetworkError ? 'errors.connection' : 'reset.changeIncomplete';
}

/** '/changepassword' (signed in): the current password, then the new one twice. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.changePassword'));
  const queryClient = useQueryClient();
  const change = useChangePassword();
  const [form, setForm] = useState(emptyForm);
  const [show, setShow] = useState(false);
  const [result, setResult] = useState<{ key: MessageKey; ok: boolean } | null>(null);
  const set = (field: keyof typeof form) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const mismatch = form.confirm !== '' && form.confirm !== form.password ? 'reset.passwordMismatch' : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid =
      form.old === '' ? 'validation.passwordRequired' : newPasswordSubmitError(form.password, form.confirm);
    setResult(invalid ? { key: invalid, ok: false } : null);
    if (invalid) return;
    try {
      await change.mutateAsync({
        old_password: form.old,
        password: form.password,
        confirm_password: form.confirm,
      });
      setForm(emptyForm);
      setResult({ key: 'reset.changed', ok: true });
    } catch (error) {
      // Any other 401 means the session itself has ended: the guard takes the visitor to the login.
      if (isApiError(error, 401) && error.code !== 'invalid_credentials') {
        queryClient.setQueryData(sessionQueryKey, null);
      }
      setResult({ key: changeMessage(error), ok: false });
    }
  }

  return (
    <PageLayout>
      <section className="change-password" aria-labelledby="page-title">
        <h1 id="page-title">{t('account.changePassword')}</h1>
        <form className="change-password__form" onSubmit={submit} noValidate>
          <TextField
            label={t('account.currentPassword')}
            type={show ? 'text' : 'password'}
            autoComplete="current-password"
            required
            value={form.old}
            onChange={(event) => set('old')(event.target.value)}
          />
          <PasswordFields
            password={form.password}
            confirm={form.confirm}
            onPassword={set('password')}
            onConfirm={set('confirm')}
            show={show}
            onShow={setShow}
            passwordLabel="reset.newPassword"
            confirmLabel="reset.confirmNewPassword"
            placeholder={null}
            required
            passwordMessage={passwordLengthError(form.password)}
            confirmMessage={mismatch}
          />
          <FormMessage text={result && t(result.key)} tone={result?.ok ? 'success' : 'error'} />
          <button type="submit" className="button button--primary" disabled={change.isPending}>
            {change.isPending ? t('common.processing') : t('common.submit')}
          </button>
        </form>
      </section>
    </PageLayout>
  );
}
