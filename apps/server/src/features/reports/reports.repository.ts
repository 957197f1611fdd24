import {
  type ActivePackagesReport,
  REPORTS_TIME_ZONE,
  type SaleMethod,
  type SalesReport,
  type SignupsReport,
  type StreamingReport,
} from '@glotv/contracts/console-reports';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { weekOf } from '../usage/usage-minutes.ts';
import { addDays, daysOf, type ReportPeriod } from './report-period.ts';

type Language = 'gb' | 'pt';

/** The most titles or channels a streaming report lists. */
const MOST_WATCHED = 200;

/** The period as timestamps: from midnight in Lagos on `from` to midnight after `to`. */
function bounds(period: ReportPeriod) {
  return {
    start: sql`(${period.from}::date)::timestamp at time zone ${REPORTS_TIME_ZONE}`,
    end: sql`(${addDays(period.to, 1)}::date)::timestamp at time zone ${REPORTS_TIME_ZONE}`,
  };
}

const lagosDay = (column: string) =>
  sql<string>`(${sql.ref(column)} at time zone ${REPORTS_TIME_ZONE})::date::text`;

/** Every day of the period, those without a row as zeros. */
function everyDay<Row extends { day: string }>(
  period: ReportPeriod,
  rows: Row[],
  zero: Omit<Row, 'day'>,
): Row[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return daysOf(period).map((day) => byDay.get(day) ?? ({ ...zero, day } as Row));
}

export async function signupsReport(db: Db, period: ReportPeriod): Promise<SignupsReport> {
  const { start, end } = bounds(period);
  const { rows } = await sql<{ day: string; glo: number; email: number }>`
    select ${lagosDay('created_at')} as day,
      (count(*) filter (where kind = 'glo'))::int as glo,
      (count(*) filter (where kind = 'email'))::int as email
    from subscribers where created_at >= ${start} and created_at < ${end}
    group by 1 order by 1`.execute(db);
  const days = everyDay(period, rows, { glo: 0, email: 0 });
  const totals = days.reduce((sum, day) => ({ glo: sum.glo + day.glo, email: sum.email + day.email }), {
    glo: 0,
    email: 0,
  });
  return { ...period, days, totals };
}

export async function salesReport(db: Db, period: ReportPeriod, language: Language): Promise<SalesReport> {
  const title = language === 'pt' ? sql.ref('package_title_pt') : sql.ref('package_title');
  // The roll-up's (day, package, method) cells; the three tables are sums of them. A cell a sale left empty again
  // (taken back by support) lists nothing.
  const { rows: cells } = await sql<{
    day: string;
    package_id: number;
    package: string;
    method: SaleMethod | 'none';
    purchases: number;
    revenue_kobo: string;
  }>`
    select day::text as day, package_id, max(${title}) over (partition by package_id) as package, method,
      purchases, revenue_kobo
    from sales_daily
    where day between ${period.from}::date and ${period.to}::date and purchases <> 0`.execute(db);
  const rows = cells.map((cell) => ({ ...cell, method: cell.method === 'none' ? null : cell.method }));
  const days = new Map<string, { day: string; purchases: number; revenue_kobo: number }>();
  const packages = new Map<number, SalesReport['by_package'][number]>();
  const methods = new Map<SaleMethod, SalesReport['by_method'][number]>(
    (['airtime', 'card', 'goodwill'] as const).map((method) => [
      method,
      { method, purchases: 0, revenue_kobo: 0 },
    ]),
  );
  for (const row of rows) {
    const revenue = Number(row.revenue_kobo);
    const add = (into: { purchases: number; revenue_kobo: number }) => {
      into.purchases += row.purchases;
      into.revenue_kobo += revenue;
    };
    add(
      days.get(row.day) ?? days.set(row.day, { day: row.day, purchases: 0, revenue_kobo: 0 }).get(row.day)!,
    );
    const pkg =
      packages.get(row.package_id) ??
      packages
        .set(row.package_id, {
          package_id: row.package_id,
          package: row.package,
          purchases: 0,
          revenue_kobo: 0,
        })
        .get(row.package_id)!;
    add(pkg);
    if (row.method) add(methods.get(row.method)!);
  }
  const byPackage = [...packages.values()].sort(
    (a, b) => b.revenue_kobo - a.revenue_kobo || b.purchases - a.purchases,
  );
  const byMethod = [...methods.values()];
  const everyDaysRow = everyDay(period, [...days.values()], { purchases: 0, revenue_kobo: 0 });
  return { ...period, days: everyDaysRow, by_package: byPackage, by_method: byMethod };
}

/** Subscribers with each package at the end of the period (now, when the period runs to today). */
export async function activePackagesReport(
  db: Db,
  period: ReportPeriod,
  language: Language,
  now = new Date(),
): Promise<ActivePackagesReport> {
  const { rows: ends } = await sql<{ end: Date }>`select ${bounds(period).end} as end`.execute(db);
  const end = ends[0]!.end;
  const at = end < now ? end : now;
  const name = language === 'pt' ? sql.ref('pk.title_pt') : sql.ref('pk.title');
  const { rows } = await sql<{ package_id: number; package: string; active: number }>`
    select up.package_id, ${name} as package, count(distinct up.subscriber_id)::int as active
    from user_packages up join packages pk on pk.id = up.package_id
    where up.ends_at > ${at} and up.starts_at <= ${at}
    group by up.package_id, ${name}
    order by active desc, package`.execute(db);
  return { ...period, at: at.toISOString(), by_package: rows };
}

/**
 * The whole Monday-to-Sunday weeks inside a period (first and last Monday), if any: a title's minutes over them
 * come from the weekly roll-up, the days either side from the daily one.
 */
function wholeWeeksOf(period: ReportPeriod): { first: string; last: string } | null {
  const first = weekOf(period.from) === period.from ? period.from : addDays(weekOf(period.from), 7);
  const last =
    addDays(weekOf(period.to), 6) === period.to ? weekOf(period.to) : addDays(weekOf(period.to), -7);
  return first <= last ? { first, last } : null;
}

export async function streamingReport(db: Db, period: ReportPeriod): Promise<StreamingReport> {
  const weeks = wholeWeeksOf(period);
  const inPeriod = sql`day between ${period.from}::date and ${period.to}::date`;
  const daysAround = weeks
    ? sql`(day between ${period.from}::date and ${addDays(weeks.first, -1)}::date
        or day between ${addDays(weeks.last, 7)}::date and ${period.to}::date)`
    : inPeriod;
  // Each kind's most watched, ranked in SQL so that only their names are read.
  const { rows: listedRows } = await sql<{
    kind: 'title' | 'channel';
    content_uid: string;
    name: string;
    minutes: string;
  }>`
    select ranked.kind, ranked.content_uid, coalesce(names.content_name, ranked.content_uid) as name, ranked.minutes
    from (
      select kind, content_uid, minutes,
        row_number() over (partition by kind order by minutes desc, content_uid collate "C") as place
      from (
        select kind, content_uid, sum(minutes) as minutes
        from (
          select kind, content_uid, minutes from usage_minutes_weekly
          where ${weeks ? sql`week between ${weeks.first}::date and ${weeks.last}::date` : sql`false`}
          union all
          select kind, content_uid, minutes from usage_minutes_daily where ${daysAround}
        ) minutes
        group by kind, content_uid
      ) totals
    ) ranked
    left join usage_content_names names using (kind, content_uid)
    where ranked.place <= ${MOST_WATCHED}`.execute(db);
  const { rows: dayRows } = await sql<{ day: string; kind: 'title' | 'channel'; minutes: string }>`
    select day::text as day, kind, minutes from usage_minutes_day_totals where ${inPeriod}`.execute(db);
  const perDay = new Map<string, { day: string; title_minutes: number; channel_minutes: number }>();
  for (const row of dayRows) {
    const day = perDay.get(row.day) ?? { day: row.day, title_minutes: 0, channel_minutes: 0 };
    day[row.kind === 'title' ? 'title_minutes' : 'channel_minutes'] += Number(row.minutes);
    perDay.set(row.day, day);
  }
  const listed = (kind: 'title' | 'channel') =>
    listedRows
      .filter((row) => row.kind === kind)
      .map((row) => ({ content_uid: row.content_uid, name: row.name, minutes: Number(row.minutes) }))
      .sort((a, b) => b.minutes - a.minutes || (a.content_uid < b.content_uid ? -1 : 1))
      .slice(0, MOST_WATCHED);
  return {
    ...period,
    days: everyDay(period, [...perDay.values()], { title_minutes: 0, channel_minutes: 0 }),
    titles: listed('title'),
    channels: listed('channel'),
  };
}
