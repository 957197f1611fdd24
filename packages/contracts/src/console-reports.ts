import { z } from 'zod';

/** The operator's zone: report days start at midnight here (UTC+1 all year). */
export const REPORTS_TIME_ZONE = 'Africa/Lagos';
/** The default period, in days up to and including today. */
export const REPORTS_DEFAULT_DAYS = 7;
/** The longest period a report covers. */
export const REPORTS_MAX_DAYS = 366;

export const reportNames = ['signups', 'sales', 'active-packages', 'streaming'] as const;
export type ReportName = (typeof reportNames)[number];

/** Each report's tables, as `table=` names them for the CSV export. */
export const reportTables = {
  signups: ['days'],
  sales: ['days', 'by_package', 'by_method'],
  'active-packages': ['by_package'],
  streaming: ['days', 'titles', 'channels'],
} as const satisfies Record<ReportName, readonly string[]>;
export const reportTableNames = ['days', 'by_package', 'by_method', 'titles', 'channels'] as const;
export type ReportTableName = (typeof reportTableNames)[number];

const reportDaySchema = z.iso.date();

/**
 * A report's period, whole days in Lagos (both ends included; default the last 7 days), the language its
 * package names come in, and `format=csv&table=` to download one of its tables instead.
 */
export const reportQuerySchema = z
  .object({
    from: reportDaySchema.optional(),
    to: reportDaySchema.optional(),
    lang: z.enum(['gb', 'pt']).default('gb'),
    format: z.enum(['json', 'csv']).default('json'),
    table: z.enum(reportTableNames).optional(),
  })
  .strict()
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must not be after to',
    path: ['from'],
  })
  .refine((query) => query.format === 'json' || query.table !== undefined, {
    message: 'a CSV export names its table',
    path: ['table'],
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const periodSchema = z.object({ from: reportDaySchema, to: reportDaySchema, time_zone: z.string() });
const count = z.number().int().nonnegative();

export const signupsReportSchema = z.object({
  data: periodSchema.extend({
    days: z.array(z.object({ day: reportDaySchema, glo: count, email: count })),
    totals: z.object({ glo: count, email: count }),
  }),
});
export type SignupsReport = z.infer<typeof signupsReportSchema>['data'];

export const saleMethods = ['airtime', 'card', 'goodwill'] as const;
export type SaleMethod = (typeof saleMethods)[number];

export const salesReportSchema = z.object({
  data: periodSchema.extend({
    days: z.array(z.object({ day: reportDaySchema, purchases: count, revenue_kobo: count })),
    by_package: z.array(
      z.object({ package_id: z.number().int(), package: z.string(), purchases: count, revenue_kobo: count }),
    ),
    by_method: z.array(z.object({ method: z.enum(saleMethods), purchases: count, revenue_kobo: count })),
  }),
});
export type SalesReport = z.infer<typeof salesReportSchema>['data'];

export const activePackagesReportSchema = z.object({
  data: periodSchema.extend({
    /** The moment counted: the end of the period, or now when the period runs to today. */
    at: z.iso.datetime({ offset: true }),
    by_package: z.array(z.object({ package_id: z.number().int(), package: z.string(), active: count })),
  }),
});
export type ActivePackagesReport = z.infer<typeof activePackagesReportSchema>['data'];

const watchedSchema = z.object({ content_uid: z.string(), name: z.string(), minutes: count });
export const streamingReportSchema = z.object({
  data: periodSchema.extend({
    days: z.array(z.object({ day: reportDaySchema, title_minutes: count, channel_minutes: count })),
    /** Movies and episodes, most watched first. */
    titles: z.array(watchedSchema),
    channels: z.array(watchedSchema),
  }),
});
export type StreamingReport = z.infer<typeof streamingReportSchema>['data'];
