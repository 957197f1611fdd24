import type { StaffMember, StaffRole } from '@glotv/contracts/console-staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { consoleApi } from '../../lib/console-api.ts';
import { STAFF_ROLES } from '../../lib/constants.ts';
import { useDocumentTitle } from '../../lib/use-console-title.ts';
import { useSignedInStaff } from '../../shell/console-layout.tsx';
import { CopyButton } from '../../shell/copy-button.tsx';

interface SetupLinkAnswer {
  data: { staff: StaffMember; setup_url: string; expires_at: string; emailed: boolean };
}

const staffKey = ['console', 'staff'] as const;

/** Admin: invite staff (a set-up link shown once), change roles, disable and enable, give a new set-up link. */
export function StaffPage() {
  const { t, i18n } = useTranslation('console');
  const me = useSignedInStaff();
  const client = useQueryClient();
  const [link, setLink] = useState<SetupLinkAnswer['data'] | null>(null);
  const [failure, setFailure] = useState<ParseKeys<'console'> | null>(null);
  useDocumentTitle(t('staff.heading'));

  const staff = useQuery({
    queryKey: staffKey,
    queryFn: () => consoleApi.get<{ data: StaffMember[] }>('/staff').then((answer) => answer.data),
  });
  const refresh = () => client.invalidateQueries({ queryKey: staffKey });
  const change = useMutation({
    mutationFn: ({ id, body }: { id: string; body: { role?: StaffRole; status?: 'active' | 'disabled' } }) =>
      consoleApi.patch(`/staff/${id}`, body),
    onSuccess: () => {
      setFailure(null);
      return refresh();
    },
    onError: () => setFailure('staff.failed'),
  });
  const newLink = useMutation({
    mutationFn: (id: string) => consoleApi.post<SetupLinkAnswer>(`/staff/${id}/setup-link`),
    onSuccess: (answer) => {
      setLink(answer.data);
      return refresh();
    },
    onError: () => setFailure('staff.failed'),
  });

  return (
    <section className="console-page">
      <h1>{t('staff.heading')}</h1>
      {link ? (
        <div className="console-panel console-link" role="status" data-testid="setup-link">
          <h2>{t('staff.linkHeading', { email: link.staff.email })}</h2>
          <div className="console-copy">
            <code className="console-wrap">{link.setup_url}</code>
            <CopyButton text={link.setup_url} />
          </div>
          <p className="console-muted">
            {t('staff.linkOnce', {
              date: new Date(link.expires_at).toLocaleString(i18n.language === 'pt' ? 'pt' : 'en-GB'),
            })}{' '}
            {link.emailed ? t('staff.linkEmailed') : t('staff.linkNotEmailed')}
          </p>
          <button
            type="button"
            className="button button--outline console-small-button"
            onClick={() => setLink(null)}
          >
            {t('staff.dismiss')}
          </button>
        </div>
      ) : (
        <InviteForm
          onInvited={(answer) => {
            setLink(answer);
            return refresh();
          }}
        />
      )}
      <h2>{t('staff.list')}</h2>
      <FormMessage text={failure ? t(failure) : null} />
      {staff.data ? (
        <ul className="console-rows" aria-label={t('staff.list')}>
          {staff.data.map((member) => {
            const self = member.id === me.id;
            return (
              <li key={member.id} className="console-row" data-email={member.email}>
                <div className="console-row__main">
                  <strong>{member.email}</strong>
                  {self ? <span className="console-muted"> ({t('staff.you')})</span> : null}
                  <span className={`console-badge console-badge--${member.status}`}>
                    {t(`statuses.${member.status}`)}
                  </span>
                  <span className="console-muted console-row__by">
                    {t('staff.columns.createdBy')}: {member.created_by_email ?? t('staff.commandLine')}
                  </span>
                </div>
                <div className="console-row__actions">
                  <label className="console-select">
                    <span className="visually-hidden">
                      {t('staff.columns.role')} {member.email}
                    </span>
                    <select
                      value={member.role}
                      disabled={self || change.isPending}
                      onChange={(event) =>
                        change.mutate({ id: member.id, body: { role: event.target.value as StaffRole } })
                      }
                    >
                      {STAFF_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {t(`roles.${role}`)}
                        </option>
                      ))}
                    </select>
                  </label>
                  {self ? null : member.status === 'disabled' ? (
                    <button
                      type="button"
                      className="button button--outline console-small-button"
                      onClick={() => change.mutate({ id: member.id, body: { status: 'active' } })}
                    >
                      {t('staff.enable')}
                    </button>
                  ) : (
                    <>
                      {member.status === 'active' ? (
                        <button
                          type="button"
                          className="button button--outline console-small-button"
                          onClick={() => {
                            if (window.confirm(t('staff.confirmDisable', { email: member.email })))
                              change.mutate({ id: member.id, body: { status: 'disabled' } });
                          }}
                        >
                          {t('staff.disable')}
                        </button>
                      ) : null}
                      <button
                        type="button"
                        className="button button--ghost console-small-button"
                        onClick={() => {
                          if (window.confirm(t('staff.confirmNewLink', { email: member.email })))
                            newLink.mutate(member.id);
                        }}
                      >
                        {t('staff.newLink')}
                      </button>
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </section>
  );
}

function InviteForm({ onInvited }: { onInvited: (answer: SetupLinkAnswer['data']) => void }) {
  const { t } = useTranslation('console');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('editor');
  const [problem, setProblem] = useState<ParseKeys<'console'> | null>(null);
  const invite = useMutation({
    mutationFn: () => consoleApi.post<SetupLinkAnswer>('/staff', { email, role }),
    onSuccess: (answer) => {
      setEmail('');
      setProblem(null);
      onInvited(answer.data);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'conflict') setProblem('staff.alreadyExists');
      else if (error instanceof ApiError && error.code === 'validation_failed')
        setProblem('staff.emailInvalid');
      else setProblem('staff.failed');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setProblem('staff.emailInvalid');
      return;
    }
    invite.mutate();
  };
  return (
    <form className="console-panel console-form console-invite" onSubmit={submit} noValidate>
      <h2>{t('staff.invite')}</h2>
      <TextField
        label={t('staff.email')}
        type="email"
        name="invite-email"
        autoComplete="off"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        required
      />
      <label className="field">
        <span className="field__label">{t('staff.role')}</span>
        <select
          className="console-select-input"
          name="invite-role"
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRole)}
        >
          {STAFF_ROLES.map((option) => (
            <option key={option} value={option}>
              {t(`roles.${option}`)}
            </option>
          ))}
        </select>
      </label>
      <FormMessage text={problem ? t(problem) : null} />
      <button type="submit" className="button button--primary" disabled={invite.isPending}>
        {t('staff.sendInvite')}
      </button>
    </form>
  );
}
