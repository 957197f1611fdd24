import {
  type OperatorSettings,
  type SettingsChange,
  STREAM_LIMIT_MAX,
  STREAM_LIMIT_MIN,
  settingKeys,
} from '@glotv/contracts/console-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { consoleApi } from '../../lib/console-api.ts';
import { useDocumentTitle } from '../../lib/use-console-title.ts';
import { refusedSettings, wholeNumberOf } from './settings-form.ts';
import './settings-page.css';

const settingsKey = ['console', 'settings'] as const;

/** Admin: the operator's settings, obeyed at once by every server; each change goes to the audit log. */
export function SettingsPage() {
  const { t } = useTranslation('console');
  useDocumentTitle(t('settings.heading'));
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: () => consoleApi.get<{ data: OperatorSettings }>('/settings').then((answer) => answer.data),
  });

  return (
    <section className="console-page">
      <h1>{t('settings.heading')}</h1>
      <p className="console-muted">{t('settings.intro')}</p>
      {settings.data ? (
        <SettingsForm settings={settings.data} />
      ) : settings.isError ? (
        <FormMessage text={t('settings.loadFailed')} />
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </section>
  );
}

function SettingsForm({ settings }: { settings: OperatorSettings }) {
  const { t, i18n } = useTranslation('console');
  const client = useQueryClient();
  const [streamLimit, setStreamLimit] = useState(String(settings.values.stream_limit));
  const [fieldError, setFieldError] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const bounds = { min: STREAM_LIMIT_MIN, max: STREAM_LIMIT_MAX };
  const save = useMutation({
    mutationFn: (change: SettingsChange) =>
      consoleApi.put<{ data: OperatorSettings }>('/settings', change).then((answer) => answer.data),
    onSuccess: (answer) => {
      client.setQueryData(settingsKey, answer);
      setStreamLimit(String(answer.values.stream_limit));
      setSaved(true);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'validation_failed') {
        const refused = refusedSettings(error.message, settingKeys);
        setFieldError(refused.includes('stream_limit'));
        setProblem(refused.length > 0 ? t('settings.fixFields') : error.message);
      } else setProblem(t('settings.failed'));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setProblem(null);
    const value = wholeNumberOf(streamLimit);
    if (value === null) {
      setFieldError(true);
      setProblem(t('settings.fixFields'));
      return;
    }
    setFieldError(false);
    save.mutate({ stream_limit: value });
  };
  const change = settings.changed.stream_limit;
  const when = change
    ? new Intl.DateTimeFormat(i18n.language === 'pt' ? 'pt' : 'en-GB', {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date(change.at))
    : null;

  return (
    <form className="console-panel console-form settings-form" onSubmit={submit} noValidate>
      <TextField
        label={t('settings.streamLimit')}
        name="stream_limit"
        type="number"
        inputMode="numeric"
        min={STREAM_LIMIT_MIN}
        max={STREAM_LIMIT_MAX}
        step={1}
        required
        value={streamLimit}
        onChange={(event) => {
          setSaved(false);
          setStreamLimit(event.target.value);
        }}
        message={fieldError ? t('settings.errors.streamLimit', bounds) : null}
      />
      <p className="console-muted">
        {t('settings.streamLimitHint', { ...bounds, fallback: settings.defaults.stream_limit })}{' '}
        {change && when ? t('settings.changedBy', { email: change.by, at: when }) : t('settings.notChanged')}
      </p>
      <FormMessage text={problem} />
      {saved ? <FormMessage tone="success" text={t('settings.saved')} /> : null}
      <div>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('settings.save')}
        </button>
      </div>
    </form>
  );
}
