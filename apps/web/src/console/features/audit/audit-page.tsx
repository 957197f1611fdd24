import type { AuditEntry, StaffMember } from '@glotv/contracts/console-staff';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';
import { consoleApi } from '../../lib/console-api.ts';
import { AUDIT_PAGE_SIZE } from '../../lib/constants.ts';
import { useDocumentTitle } from '../../lib/use-console-title.ts';

interface Filters {
  staff_id: string;
  action: string;
  target_kind: string;
  target_id: string;
  /** yyyy-mm-dd, whole days in the browser's time zone */
  from: string;
  to: string;
}

const noFilters: Filters = { staff_id: '', action: '', target_kind: '', target_id: '', from: '', to: '' };

function queryOf(filters: Filters, before: string | null): string {
  const params = new URLSearchParams();
  for (const key of ['staff_id', 'action', 'target_kind', 'target_id'] as const) {
    if (filters[key].trim()) params.set(key, filters[key].trim());
  }
  if (filters.from) params.set('from', new Date(`${filters.from}T00:00:00`).toISOString());
  if (filters.to) {
    const end = new Date(`${filters.to}T00:00:00`);
    end.setDate(end.getDate() + 1);
    params.set('to', end.toISOString());
  }
  if (before) params.set('before', before);
  params.set('limit', String(AUDIT_PAGE_SIZE));
  return params.toString();
}

/** Admin: the append-only audit log, newest first, filtered and paged. */
export function AuditPage() {
  const { t, i18n } = useTranslation('console');
  const [draft, setDraft] = useState<Filters>(noFilters);
  const [filters, setFilters] = useState<Filters>(noFilters);
  useDocumentTitle(t('audit.heading'));

  const staff = useQuery({
    queryKey: ['console', 'staff'],
    queryFn: () => consoleApi.get<{ data: StaffMember[] }>('/staff').then((answer) => answer.data),
  });
  const log = useInfiniteQuery({
    queryKey: ['console', 'audit', filters],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      consoleApi.get<{ data: AuditEntry[]; next: string | null }>(`/audit?${queryOf(filters, pageParam)}`),
    getNextPageParam: (page) => page.next,
  });
  const entries = log.data?.pages.flatMap((page) => page.data) ?? [];
  const format = new Intl.DateTimeFormat(i18n.language === 'pt' ? 'pt' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
  const set = (key: keyof Filters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
  };

  return (
    <section className="console-page">
      <h1>{t('audit.heading')}</h1>
      <form className="console-panel console-filters" onSubmit={apply} aria-label={t('audit.filters')}>
        <label className="field">
          <span className="field__label">{t('audit.staff')}</span>
          <select
            className="console-select-input"
            name="staff_id"
            value={draft.staff_id}
            onChange={set('staff_id')}
          >
            <option value="">{t('audit.anyone')}</option>
            {staff.data?.map((member) => (
              <option key={member.id} value={member.id}>
                {member.email}
              </option>
            ))}
          </select>
        </label>
        <TextField label={t('audit.action')} name="action" value={draft.action} onChange={set('action')} />
        <TextField
          label={t('audit.targetKind')}
          name="target_kind"
          value={draft.target_kind}
          onChange={set('target_kind')}
        />
        <TextField
          label={t('audit.targetId')}
          name="target_id"
          value={draft.target_id}
          onChange={set('target_id')}
        />
        <TextField
          label={t('audit.from')}
          type="date"
          name="from"
          value={draft.from}
          onChange={set('from')}
        />
        <TextField label={t('audit.to')} type="date" name="to" value={draft.to} onChange={set('to')} />
        <div className="console-filters__actions">
          <button type="submit" className="button button--primary console-small-button">
            {t('audit.apply')}
          </button>
          <button
            type="button"
            className="button button--ghost console-small-button"
            onClick={() => {
              setDraft(noFilters);
              setFilters(noFilters);
            }}
          >
            {t('audit.clear')}
          </button>
        </div>
      </form>
      {log.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : entries.length === 0 ? (
        <p>{t('audit.empty')}</p>
      ) : (
        <ol className="console-rows" aria-label={t('audit.heading')}>
          {entries.map((entry) => (
            <li key={entry.id} className="console-row console-audit" data-action={entry.action}>
              <div className="console-row__main">
                <time dateTime={entry.at}>{format.format(new Date(entry.at))}</time>
                <strong>{entry.action}</strong>
                <span>
                  {entry.target_kind} <code>{entry.target_id}</code>
                </span>
                <span className="console-muted">
                  {entry.staff_email} · {entry.staff_role}
                </span>
              </div>
              {entry.before !== null || entry.after !== null ? (
                <details className="console-audit__changes">
                  <summary>{t('audit.changes')}</summary>
                  <div className="console-audit__diff">
                    <div>
                      <h3>{t('audit.before')}</h3>
                      <pre>{JSON.stringify(entry.before, null, 2)}</pre>
                    </div>
                    <div>
                      <h3>{t('audit.after')}</h3>
                      <pre>{JSON.stringify(entry.after, null, 2)}</pre>
                    </div>
                  </div>
                </details>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {log.hasNextPage ? (
        <button
          type="button"
          className="button button--outline"
          disabled={log.isFetchingNextPage}
          onClick={() => log.fetchNextPage()}
        >
          {t('audit.older')}
        </button>
      ) : null}
    </section>
  );
}
