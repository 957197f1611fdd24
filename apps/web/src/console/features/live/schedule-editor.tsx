import type { ConsoleChannel, ScheduleDay, ScheduleProgrammeInput } from '@glotv/contracts/live-console';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';
import { consoleApi } from '../../lib/console-api.ts';
import { VideoAssetPicker } from '../../shared/video-asset-picker.tsx';
import { errorText } from './live-queries.ts';
import { ScheduleTimeline, type TimelineBlock } from './schedule-timeline.tsx';
import { lagosInstant, lagosTime, lagosToday } from './schedule-times.ts';
import { clockOf, findGaps, findOverlaps, type Span, spanOf } from './timeline-math.ts';

interface DraftProgramme {
  key: string;
  title: string;
  start: string;
  end: string;
  media_asset_id: string | null;
}

const draftOf = (day: ScheduleDay): DraftProgramme[] =>
  day.programmes
    .filter((programme) => Date.parse(programme.starts_at) >= Date.parse(day.starts_at))
    .map((programme) => ({
      key: programme.id,
      title: programme.title,
      start: lagosTime(programme.starts_at),
      end: lagosTime(programme.ends_at),
      media_asset_id: programme.media_asset_id,
    }));

/**
 * A channel's schedule one Lagos day at a time: programmes on a timeline to drag, and as rows with typed
 * times, a title and (schedule channels) the VOD asset each plays. The day is saved whole.
 */
export function ScheduleEditor({ channel }: { channel: ConsoleChannel }) {
  const { t } = useTranslation('console');
  const queryClient = useQueryClient();
  const [date, setDate] = useState(lagosToday());
  const [draft, setDraft] = useState<DraftProgramme[]>([]);
  const path = `/live/channels/${channel.id}/schedule/${date}`;
  const dayKey = ['console', 'live', 'schedule', channel.id, date];
  const day = useQuery({
    queryKey: dayKey,
    queryFn: () => consoleApi.get<{ data: ScheduleDay }>(path).then((answer) => answer.data),
  });
  useEffect(() => {
    if (day.data) setDraft(draftOf(day.data));
  }, [day.data]);
  const save = useMutation({
    mutationFn: (programmes: ScheduleProgrammeInput[]) =>
      consoleApi.put<{ data: ScheduleDay }>(path, { programmes }).then((answer) => answer.data),
    onSuccess: (saved) => queryClient.setQueryData(dayKey, saved),
  });
  const update = (key: string, change: Partial<DraftProgramme>) => {
    save.reset();
    setDraft((current) => current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  };
  const moved = (key: string, span: Span) =>
    update(key, { start: clockOf(span.start), end: clockOf(span.end) });
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
  const blocks: TimelineBlock[] = draft.flatMap((entry) => {
    const span = spanOf(entry.key, entry.start, entry.end);
    return span ? [{ ...span, title: entry.title }] : [];
  });
  const gaps = findGaps(blocks);
  const overlaps = findOverlaps(blocks);
  const titleOf = (key: string) => draft.find((entry) => entry.key === key)?.title ?? '';
  const schedules = channel.source.kind === 'schedule';

  return (
    <form
      className="console-panel console-form schedule-editor"
      onSubmit={submit}
      aria-label={t('live.scheduleHeading')}
    >
      <h2>
        {t('live.scheduleHeading')} · {channel.name}
      </h2>
      <TextField
        label={t('live.date')}
        type="date"
        value={date}
        onChange={(event) => event.target.value && setDate(event.target.value)}
      />
      <p className="console-muted">{t('live.lagosTime')}</p>
      {day.isError ? <p role="alert">{errorText(day.error)}</p> : null}
      {day.isPending ? <p role="status">{t('loading')}</p> : null}
      <div className="schedule-editor__body">
        <ScheduleTimeline blocks={blocks} gaps={gaps} overlaps={overlaps} onChange={moved} />
        <div className="schedule-editor__side">
          <div role="status" className="schedule-editor__summary" data-testid="schedule-summary">
            <p>
              {t('live.gaps', { count: gaps.length })}{' '}
              {gaps
                .map((gap) => t('live.timeline.gap', { start: clockOf(gap.start), end: clockOf(gap.end) }))
                .join(', ') || t('live.timeline.noGaps')}
            </p>
            <p className={overlaps.length > 0 ? 'schedule-editor__warning' : undefined}>
              {t('live.overlaps', { count: overlaps.length })}{' '}
              {overlaps
                .map(
                  (overlap) =>
                    `${titleOf(overlap.first)} / ${titleOf(overlap.second)}: ${t('live.timeline.overlap', {
                      start: clockOf(overlap.start),
                      end: clockOf(overlap.end),
                    })}`,
                )
                .join(', ') || t('live.timeline.noOverlaps')}
            </p>
          </div>
          <ol className="console-rows" aria-label={t('live.programmes')}>
            {draft.map((entry) => (
              <li key={entry.key} className="console-row schedule-editor__row" data-key={entry.key}>
                <TextField
                  label={t('live.title')}
                  value={entry.title}
                  onChange={(event) => update(entry.key, { title: event.target.value })}
                />
                <div className="schedule-editor__times">
                  <TextField
                    label={t('live.start')}
                    type="time"
                    value={entry.start}
                    onChange={(event) => update(entry.key, { start: event.target.value })}
                  />
                  <TextField
                    label={t('live.end')}
                    type="time"
                    value={entry.end}
                    onChange={(event) => update(entry.key, { end: event.target.value })}
                  />
                </div>
                {schedules ? (
                  <VideoAssetPicker
                    label={t('live.asset')}
                    value={entry.media_asset_id}
                    onChange={(id) => update(entry.key, { media_asset_id: id })}
                  />
                ) : null}
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
                  const end = clockOf((spanOf('new', start, start)?.start ?? 360) + 60);
                  return [
                    ...current,
                    { key: `new-${Date.now()}`, title: '', start, end, media_asset_id: null },
                  ];
                })
              }
            >
              {t('live.add')}
            </button>
            <button type="submit" className="button button--primary" disabled={save.isPending}>
              {t('live.saveDay')}
            </button>
          </div>
          {save.isError ? <p role="alert">{errorText(save.error)}</p> : null}
          {save.isSuccess ? <p role="status">{t('live.timeline.saved')}</p> : null}
        </div>
      </div>
    </form>
  );
}
