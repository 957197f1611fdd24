import type {
  ActivePackagesReport,
  SalesReport,
  SignupsReport,
  StreamingReport,
} from '@glotv/contracts/console-reports';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';
import { consoleApi } from '../../lib/console-api.ts';
import { useDocumentTitle } from '../../lib/use-console-title.ts';
import { DayChart } from './day-chart.tsx';
import { defaultPeriod, type Period, reportPath } from './report-period.ts';
import { ReportTable } from './report-table.tsx';
import './reports.css';

const GREEN = '#1a7f37';
const BLUE = '#1f5fbf';
/** The most watched titles and channels the page lists; the CSV has them all. */
const TOP = 10;

function useReport<T>(report: string, period: Period) {
  const { i18n } = useTranslation('console');
  return useQuery({
    queryKey: ['console', 'reports', report, period, i18n.language],
    queryFn: () => consoleApi.get<{ data: T }>(reportPath(report, period, i18n.language)).then((a) => a.data),
  });
}

/** A report's box: its heading, then loading, the error, or what it shows. */
function ReportPanel<T>({
  id,
  heading,
  query,
  children,
}: {
  id: string;
  heading: string;
  query: { isPending: boolean; isError: boolean; data?: T };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('console');
  return (
    <section className="console-panel report-panel" aria-labelledby={`report-${id}`} data-report={id}>
      <h2 id={`report-${id}`}>{heading}</h2>
      {query.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : query.isError || !query.data ? (
        <p role="alert">{t('reports.failed')}</p>
      ) : (
        children(query.data)
      )}
    </section>
  );
}

function useFormats() {
  const { i18n } = useTranslation('console');
  return useMemo(() => {
    const locale = i18n.language === 'pt' ? 'pt' : 'en-GB';
    const whole = new Intl.NumberFormat(locale);
    const naira = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'NGN',
      currencyDisplay: 'narrowSymbol',
    });
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      count: (value: number) => whole.format(value),
      money: (kobo: number) => naira.format(kobo / 100),
      day: (value: string) => day.format(new Date(`${value}T00:00:00Z`)),
    };
  }, [i18n.language]);
}

/** Analysts and admins: sign-ups, sales, active packages and streaming minutes over a period of Lagos days. */
export function ReportsPage() {
  const { t, i18n } = useTranslation('console');
  const [draft, setDraft] = useState<Period>(defaultPeriod);
  const [period, setPeriod] = useState<Period>(draft);
  useDocumentTitle(t('reports.heading'));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from <= draft.to) setPeriod(draft);
  };
  const csv = (report: string, table: string) => reportPath(report, period, i18n.language, table);

  return (
    <section className="console-page reports-page">
      <h1>{t('reports.heading')}</h1>
      <form className="console-panel console-filters" onSubmit={apply} aria-label={t('reports.period')}>
        <TextField
          label={t('reports.from')}
          type="date"
          name="from"
          value={draft.from}
          max={draft.to}
          required
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <TextField
          label={t('reports.to')}
          type="date"
          name="to"
          value={draft.to}
          min={draft.from}
          required
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <div className="console-filters__actions">
          <button type="submit" className="button button--primary console-small-button">
            {t('reports.show')}
          </button>
        </div>
      </form>
      <p className="console-muted">{t('reports.zone')}</p>
      <SalesPanel period={period} csv={csv} />
      <StreamingPanel period={period} csv={csv} />
      <SignupsPanel period={period} csv={csv} />
      <ActivePanel period={period} csv={csv} />
    </section>
  );
}

interface PanelProps {
  period: Period;
  csv: (report: string, table: string) => string;
}

function SignupsPanel({ period, csv }: PanelProps) {
  const { t } = useTranslation('console');
  const format = useFormats();
  const query = useReport<SignupsReport>('signups', period);
  const chart = useMemo(() => {
    const days = query.data?.days ?? [];
    return {
      days: days.map((row) => row.day),
      series: [
        { label: t('reports.glo'), values: days.map((row) => row.glo), color: GREEN },
        { label: t('reports.email'), values: days.map((row) => row.email), color: BLUE },
      ],
    };
  }, [query.data, t]);
  return (
    <ReportPanel id="signups" heading={t('reports.signups')} query={query}>
      {(data) => (
        <>
          <DayChart {...chart} dayLabel={t('reports.day')} label={t('reports.signups')} />
          <ReportTable
            caption={t('reports.perDay')}
            rows={data.days}
            rowKey={(row) => row.day}
            csvPath={csv('signups', 'days')}
            columns={[
              { label: t('reports.day'), cell: (row) => format.day(row.day) },
              { label: t('reports.glo'), cell: (row) => format.count(row.glo), numeric: true },
              { label: t('reports.email'), cell: (row) => format.count(row.email), numeric: true },
            ]}
          />
        </>
      )}
    </ReportPanel>
  );
}

function SalesPanel({ period, csv }: PanelProps) {
  const { t } = useTranslation('console');
  const format = useFormats();
  const query = useReport<SalesReport>('sales', period);
  const chart = useMemo(() => {
    const days = query.data?.days ?? [];
    return {
      days: days.map((row) => row.day),
      series: [
        { label: t('reports.revenue'), values: days.map((row) => row.revenue_kobo / 100), color: GREEN },
      ],
    };
  }, [query.data, t]);
  const figures = <Row extends { purchases: number; revenue_kobo: number }>() => [
    { label: t('reports.purchases'), cell: (row: Row) => format.count(row.purchases), numeric: true },
    { label: t('reports.revenue'), cell: (row: Row) => format.money(row.revenue_kobo), numeric: true },
  ];
  return (
    <ReportPanel id="sales" heading={t('reports.sales')} query={query}>
      {(data) => (
        <>
          <DayChart {...chart} dayLabel={t('reports.day')} label={t('reports.revenue')} />
          <ReportTable
            caption={t('reports.perDay')}
            rows={data.days}
            rowKey={(row) => row.day}
            csvPath={csv('sales', 'days')}
            columns={[
              { label: t('reports.day'), cell: (row) => format.day(row.day) },
              ...figures<SalesReport['days'][number]>(),
            ]}
          />
          <ReportTable
            caption={t('reports.byMethod')}
            rows={data.by_method}
            rowKey={(row) => row.method}
            csvPath={csv('sales', 'by_method')}
            columns={[
              { label: t('reports.method'), cell: (row) => t(`reports.methods.${row.method}`) },
              ...figures<SalesReport['by_method'][number]>(),
            ]}
          />
          <ReportTable
            caption={t('reports.byPackage')}
            rows={data.by_package}
            rowKey={(row) => String(row.package_id)}
            csvPath={csv('sales', 'by_package')}
            columns={[
              { label: t('reports.package'), cell: (row) => row.package },
              ...figures<SalesReport['by_package'][number]>(),
            ]}
          />
        </>
      )}
    </ReportPanel>
  );
}

function ActivePanel({ period, csv }: PanelProps) {
  const { t, i18n } = useTranslation('console');
  const format = useFormats();
  const query = useReport<ActivePackagesReport>('active-packages', period);
  const at = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language === 'pt' ? 'pt' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Africa/Lagos',
    }).format(new Date(iso));
  return (
    <ReportPanel id="active-packages" heading={t('reports.active')} query={query}>
      {(data) => (
        <ReportTable
          caption={t('reports.activeAt', { at: at(data.at) })}
          rows={data.by_package}
          rowKey={(row) => String(row.package_id)}
          csvPath={csv('active-packages', 'by_package')}
          columns={[
            { label: t('reports.package'), cell: (row) => row.package },
            { label: t('reports.subscribers'), cell: (row) => format.count(row.active), numeric: true },
          ]}
        />
      )}
    </ReportPanel>
  );
}

function StreamingPanel({ period, csv }: PanelProps) {
  const { t } = useTranslation('console');
  const format = useFormats();
  const query = useReport<StreamingReport>('streaming', period);
  const chart = useMemo(() => {
    const days = query.data?.days ?? [];
    return {
      days: days.map((row) => row.day),
      series: [
        { label: t('reports.titles'), values: days.map((row) => row.title_minutes), color: BLUE },
        { label: t('reports.channels'), values: days.map((row) => row.channel_minutes), color: GREEN },
      ],
    };
  }, [query.data, t]);
  const watched = (rows: StreamingReport['titles'], label: string) => {
    const most = Math.max(1, ...rows.map((row) => row.minutes));
    return [
      { label, cell: (row: StreamingReport['titles'][number]) => row.name },
      {
        label: t('reports.minutes'),
        numeric: true,
        cell: (row: StreamingReport['titles'][number]) => (
          <span className="report-bar">
            <span className="report-bar__fill" style={{ width: `${(row.minutes / most) * 100}%` }} />
            {format.count(row.minutes)}
          </span>
        ),
      },
    ];
  };
  return (
    <ReportPanel id="streaming" heading={t('reports.streaming')} query={query}>
      {(data) => (
        <>
          <DayChart {...chart} dayLabel={t('reports.day')} label={t('reports.streaming')} />
          <ReportTable
            caption={t('reports.perDay')}
            rows={data.days}
            rowKey={(row) => row.day}
            csvPath={csv('streaming', 'days')}
            columns={[
              { label: t('reports.day'), cell: (row) => format.day(row.day) },
              { label: t('reports.titles'), cell: (row) => format.count(row.title_minutes), numeric: true },
              {
                label: t('reports.channels'),
                cell: (row) => format.count(row.channel_minutes),
                numeric: true,
              },
            ]}
          />
          <ReportTable
            caption={t('reports.topTitles')}
            rows={data.titles.slice(0, TOP)}
            rowKey={(row) => row.content_uid}
            csvPath={csv('streaming', 'titles')}
            columns={watched(data.titles, t('reports.title'))}
          />
          <ReportTable
            caption={t('reports.topChannels')}
            rows={data.channels.slice(0, TOP)}
            rowKey={(row) => row.content_uid}
            csvPath={csv('streaming', 'channels')}
            columns={watched(data.channels, t('reports.channel'))}
          />
        </>
      )}
    </ReportPanel>
  );
}
