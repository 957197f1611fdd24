import type {
  ConsoleChannel,
  ScheduleDay,
  ScheduleProgrammeInput,
  XmltvImportReport,
} from '@glotv/contracts/live-console';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';
import { consoleApi } from '../../lib/console-api.ts';
import { useDocumentTitle } from '../../lib/use-console-title.ts';
import { lagosInstant, lagosTime, lagosToday } from './schedule-times.ts';

interface DraftProgramme {
  key: string;
  title: string;
  start: string;
  end: string;
  media_asset_id: string | null;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Editor: the channels, a channel's schedule one Lagos day at a time, and XMLTV guide imports. */
export function LivePage() {
  const { t } = useTranslation('console');
  useDocumentTitle(t('live.heading'));
  const channels = useQuery({
    queryKey: ['console', 'live', 'channels'],
    queryFn: () =>
      consoleApi
        .get<{ data: { channels: ConsoleChannel[] } }>('/live/channels')
        .then((answer) => answer.data.channels),
  });
  const [channelId, setChannelId] = useState<number | null>(null);
  const selected = channelId ?? channels.data?.[0]?.id ?? null;

  return (
    <section className="console-page">
      <h1>{t('live.heading')}</h1>
      <h2>{t('live.channels')}</h2>
      {channels.isError ? <p role="alert">{errorText(channels.error)}</p> : null}
      <ul className="console-rows" aria-label={t('live.channels')}>
        {(channels.data ?? []).map((channel) => (
          <li key={channel.id} className="console-row" data-uid={channel.uid}>
            <div className="console-row__main">
              <strong>{channel.name}</strong>{' '}
              <span className="console-muted">
                {channel.uid} · XMLTV {channel.xmltv_id} ·{' '}
                {channel.source.kind === 'relay' ? t('live.relay') : t('live.schedule')}
              </span>{' '}
              <span className={`console-badge console-badge--${channel.enabled ? 'active' : 'disabled'}`}>
                {channel.enabled ? t('live.enabled') : t('live.disabled')}
              </span>
            </div>
            <div className="console-row__actions">
              <button
                type="button"
                className="button button--outline console-small-button"
                aria-pressed={selected === channel.id}
                onClick={() => setChannelId(channel.id)}
              >
                {t('live.editSchedule')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {selected !== null ? <ScheduleEditor channelId={selected} /> : null}
      <GuideImport />
    </section>
  );
}

function ScheduleEditor({ channelId }: { channelId: number }) {
  const { t } = useTranslation('console');
  const queryClient = useQueryClient();
  const [date, setDate] = useState(lagosToday());
  const [draft, setDraft] = useState<DraftProgramme[]>([]);
  const path = `/live/channels/${channelId}/schedule/${date}`;
  const day = useQuery({
    queryKey: ['console', 'live', 'schedule', channelId, date],
    queryFn: () => consoleApi.get<{ data: ScheduleDay }>(path).then((answer) => answer.data),
  });
  useEffect(() => {
    if (!day.data) return;
    setDraft(
      day.data.programmes
        .filter((programme) => Date.parse(programme.starts_at) >= Date.parse(day.data.starts_at))
        .map((programme) => ({
          key: programme.id,
          title: programme.title,
          start: lagosTime(programme.starts_at),
          end: lagosTime(programme.ends_at),
          media_asset_id: programme.media_asset_id,
        })),
    );
  }, [day.data]);
  const save = useMutation({
    mutationFn: (programmes: ScheduleProgrammeInput[]) =>
      consoleApi.put<{ data: ScheduleDay }>(path, { programmes }).then((answer) => answer.data),
    onSuccess: (saved) => queryClient.setQueryData(['console', 'live', 'schedule', channelId, date], saved),
  });
  const update = (key: string, field: 'title' | 'start' | 'end', value: string) =>
    setDraft((current) => current.map((entry) => (entry.key === key ? { ...entry, [field]: value } : entry)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      draft.map((entry) => {
        const startsAt = lagosInstant(date, entry.start);
        return {
          title: entry.title,
          starts_at: startsAt,
          ends_at: lagosInstant(date, entry.end, startsAt),
          media_asset_id: entry.media_asset_id,
        };
      }),
    );
  };
  const shown = save.data ?? day.data;

  return (
    <form className="console-panel console-form" onSubmit={submit} aria-label={t('live.scheduleHeading')}>
      <h2>{t('live.scheduleHeading')}</h2>
      <TextField label={t('live.date')} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      <p className="console-muted">{t('live.lagosTime')}</p>
      <ol className="console-rows" aria-label={t('live.programmes')}>
        {draft.map((entry) => (
          <li key={entry.key} className="console-row">
            <TextField
              label={t('live.title')}
              value={entry.title}
              onChange={(e) => update(entry.key, 'title', e.target.value)}
            />
            <TextField
              label={t('live.start')}
              type="time"
              value={entry.start}
              onChange={(e) => update(entry.key, 'start', e.target.value)}
            />
            <TextField
              label={t('live.end')}
              type="time"
              value={entry.end}
              onChange={(e) => update(entry.key, 'end', e.target.value)}
            />
            <button
              type="button"
              className="button button--ghost console-small-button"
              onClick={() => setDraft((current) => current.filter((other) => other.key !== entry.key))}
            >
              {t('live.remove')}
            </button>
          </li>
        ))}
      </ol>
      <div className="console-row__actions">
        <button
          type="button"
          className="button button--outline console-small-button"
          onClick={() =>
            setDraft((current) => {
              const last = current.at(-1);
              const start = last?.end ?? '06:00';
              return [
                ...current,
                { key: `new-${Date.now()}`, title: '', start, end: start, media_asset_id: null },
              ];
            })
          }
        >
          {t('live.add')}
        </button>
        <button type="submit" className="button" disabled={save.isPending}>
          {t('live.saveDay')}
        </button>
      </div>
      {save.isError ? <p role="alert">{errorText(save.error)}</p> : null}
      {shown ? (
        <div role="status">
          <p>
            {t('live.gaps', { count: shown.gaps.length })}{' '}
            {shown.gaps.map((gap) => `${lagosTime(gap.starts_at)}–${lagosTime(gap.ends_at)}`).join(', ')}
          </p>
          <p>
            {t('live.overlaps', { count: shown.overlaps.length })}{' '}
            {shown.overlaps
              .map((overlap) => `${lagosTime(overlap.starts_at)}–${lagosTime(overlap.ends_at)}`)
              .join(', ')}
          </p>
        </div>
      ) : null}
    </form>
  );
}

function GuideImport() {
  const { t } = useTranslation('console');
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState('');
  const run = useMutation({
    mutationFn: (source: { file: File } | { url: string }) =>
      ('file' in source
        ? consoleApi.upload<{ data: XmltvImportReport }>(
            '/live/xmltv/upload',
            source.file,
            /\.gz$/i.test(source.file.name) ? 'application/gzip' : 'application/xml',
          )
        : consoleApi.post<{ data: XmltvImportReport }>('/live/xmltv/url', { url: source.url })
      ).then((answer) => answer.data),
  });
  const report = run.data;

  return (
    <div className="console-panel console-form">
      <h2>{t('live.importHeading')}</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (file) run.mutate({ file });
        }}
      >
        <label className="field">
          <span className="field__label">{t('live.guideFile')}</span>
          <input
            type="file"
            name="guide"
            accept=".xml,.gz,application/xml,text/xml,application/gzip"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        <button type="submit" className="button" disabled={!file || run.isPending}>
          {t('live.importFile')}
        </button>
      </form>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (url.trim()) run.mutate({ url: url.trim() });
        }}
      >
        <TextField
          label={t('live.guideUrl')}
          type="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
        <button type="submit" className="button button--outline" disabled={!url.trim() || run.isPending}>
          {t('live.importUrl')}
        </button>
      </form>
      {run.isPending ? <p role="status">{t('live.importing')}</p> : null}
      {run.isError ? <p role="alert">{errorText(run.error)}</p> : null}
      {report ? (
        <div role="status" aria-label={t('live.report')} data-testid="xmltv-report">
          <p>
            {t('live.reportSummary', {
              imported: report.imported,
              replaced: report.replaced,
              skipped: report.skipped,
            })}
          </p>
          <ul>
            {report.reasons.map((reason) => (
              <li key={reason.reason}>
                {t(`live.reasons.${reason.reason}`)}: {reason.count}
                <ul>
                  {reason.examples.map((example) => (
                    <li key={`${example.channel}-${example.start}-${example.line}`} className="console-muted">
                      {example.channel} · {example.start} · {example.title}
                      {example.line ? ` (${t('live.line', { line: example.line })})` : ''}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
