import {
  activePackagesReportSchema,
  type ReportName,
  type ReportQuery,
  type ReportTableName,
  reportQuerySchema,
  reportTables,
  salesReportSchema,
  signupsReportSchema,
  streamingReportSchema,
} from '@glotv/contracts/console-reports';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { CONSOLE_API_PREFIX, requireStaff } from '../staff/public.ts';
import { toCsv } from './csv.ts';
import { reportPeriodOf } from './report-period.ts';
import { activePackagesReport, salesReport, signupsReport, streamingReport } from './reports.repository.ts';

const base = `${CONSOLE_API_PREFIX}/reports`;
/** Reports are read-only, for analysts and admins. */
const analysts = requireStaff('analyst', 'admin');

type Rows = Record<string, string | number>[];
type ReportData = { from: string; to: string } & Partial<Record<ReportTableName, Rows>>;

/**
 * Answers the report as JSON, or with `format=csv` one of its tables (`table=`) as a CSV download, its
 * columns those of the JSON rows.
 */
function answer(reply: FastifyReply, report: ReportName, query: ReportQuery, data: ReportData) {
  if (query.format === 'json') return { data };
  const table = query.table!;
  if (!(reportTables[report] as readonly string[]).includes(table)) {
    throw new AppError(
      'validation_failed',
      `The ${report} report has the tables ${reportTables[report].join(', ')}.`,
    );
  }
  const rows = data[table] ?? [];
  const columns = rows[0] ? Object.keys(rows[0]) : [];
  const name = `glotv-${report}-${table}-${data.from}-${data.to}.csv`;
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(toCsv(columns, rows));
}

/**
 * The console's reports over a period of Lagos days: sign-ups, sales, active packages and streaming minutes,
 * each as JSON or, one table at a time, as CSV.
 */
export async function consoleReportsRoutes(app: FastifyZodInstance): Promise<void> {
  // Staff-only answers are never kept by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const route = (
    report: ReportName,
    response: z.ZodType,
    build: (query: ReportQuery) => Promise<ReportData>,
  ) =>
    app.get(
      `${base}/${report}`,
      {
        schema: { querystring: reportQuerySchema, response: { 200: response } },
        preHandler: analysts,
      },
      async (request, reply) => answer(reply, report, request.query, await build(request.query)),
    );

  route('signups', signupsReportSchema, (query) => signupsReport(app.db, reportPeriodOf(query)));
  route('sales', salesReportSchema, (query) => salesReport(app.db, reportPeriodOf(query), query.lang));
  route('active-packages', activePackagesReportSchema, (query) =>
    activePackagesReport(app.db, reportPeriodOf(query), query.lang),
  );
  route('streaming', streamingReportSchema, (query) => streamingReport(app.db, reportPeriodOf(query)));
}
