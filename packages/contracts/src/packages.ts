import { z } from 'zod';

/** Who may buy a package: Glo subscribers pay by airtime, everyone else by card. */
export const packageAudiences = ['glo', 'card'] as const;
export type PackageAudience = (typeof packageAudiences)[number];

/** How a package is paid for: airtime (Glo data bundles) or card (access packs). Fixed when it is created. */
export const packagePaymentMethods = ['airtime', 'card'] as const;
export type PackagePaymentMethod = (typeof packagePaymentMethods)[number];

/** The languages a package's texts are stored in; the subscriber's answers carry the one asked for. */
export const packageLanguages = ['gb', 'pt'] as const;
export type PackageLanguage = (typeof packageLanguages)[number];
export const translationSchema = z.enum(packageLanguages).default('gb');

export const PACKAGE_LIMITS = {
  titleMax: 60,
  descriptionMax: 200,
  /** ₦1 to ₦1,000,000. */
  priceKoboMin: 100,
  priceKoboMax: 100_000_000,
  validityDaysMax: 366,
  dataAllowanceMbMax: 1_048_576,
} as const;

const titleSchema = z.string().trim().min(1).max(PACKAGE_LIMITS.titleMax);
const descriptionSchema = z.string().trim().min(1).max(PACKAGE_LIMITS.descriptionMax);
const codeSchema = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'must be 1-32 letters, digits, - or _');

/** Everything an editor sets on a package but its uid and payment method, which are fixed at creation. */
const editableShape = {
  title_gb: titleSchema,
  title_pt: titleSchema,
  description_gb: descriptionSchema,
  description_pt: descriptionSchema,
  price_kobo: z.number().int().min(PACKAGE_LIMITS.priceKoboMin).max(PACKAGE_LIMITS.priceKoboMax),
  validity_days: z.number().int().min(1).max(PACKAGE_LIMITS.validityDaysMax),
  /** Glo data bundles carry a data allowance; card access packs none. */
  data_allowance_mb: z.number().int().min(1).max(PACKAGE_LIMITS.dataAllowanceMbMax).nullable(),
  /** The charging gateway's rate code; airtime packages need one. */
  rate_code: codeSchema.nullable(),
  plan_code: codeSchema,
  charge_group_code: codeSchema.nullable(),
  /** What it gives: every movie and series, and the paid TV channels (free-to-air ones need no package). */
  includes_movies: z.boolean(),
  includes_channels: z.boolean(),
  /** Order on the packages page, lowest first. */
  position: z.number().int().min(0).max(10_000),
};

const airtimeNeedsCodes = {
  check: (body: { payment_method?: string; rate_code?: string | null; data_allowance_mb?: number | null }) =>
    body.payment_method !== 'airtime' || (body.rate_code != null && body.data_allowance_mb != null),
  message: 'an airtime package needs a rate code and a data allowance',
};

/** A new package. */
export const packageCreateSchema = z
  .object({
    uid: z.string().regex(/^[a-z0-9][a-z0-9-]{1,63}$/, 'must be 2-64 lower-case letters, digits or -'),
    payment_method: z.enum(packagePaymentMethods),
    ...editableShape,
    data_allowance_mb: editableShape.data_allowance_mb.default(null),
    rate_code: editableShape.rate_code.default(null),
    charge_group_code: editableShape.charge_group_code.default(null),
    position: editableShape.position.default(100),
  })
  .strict()
  .refine(airtimeNeedsCodes.check, { message: airtimeNeedsCodes.message, path: ['rate_code'] });
export type PackageCreate = z.infer<typeof packageCreateSchema>;
export type PackageCreateInput = z.input<typeof packageCreateSchema>;

/** An edit: any of the editable fields; what is left out stays as it is. */
export const packageEditSchema = z
  .object(editableShape)
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'nothing to change' });
export type PackageEdit = z.infer<typeof packageEditSchema>;

/** A package as the console shows it: both languages, the price in kobo and as shown, and whether it is sold. */
export const consolePackageSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  payment_method: z.enum(packagePaymentMethods),
  title_gb: z.string(),
  title_pt: z.string(),
  description_gb: z.string(),
  description_pt: z.string(),
  price_kobo: z.number().int(),
  /** As the subscriber's answers show it, e.g. '₦1400'. */
  price: z.string(),
  validity_days: z.number().int(),
  data_allowance_mb: z.number().int().nullable(),
  rate_code: z.string().nullable(),
  plan_code: z.string(),
  charge_group_code: z.string().nullable(),
  includes_movies: z.boolean(),
  includes_channels: z.boolean(),
  position: z.number().int(),
  /** A disabled package is not sold; what was bought stays valid. */
  enabled: z.boolean(),
  updated_at: z.string(),
});
export type ConsolePackage = z.infer<typeof consolePackageSchema>;

export const packageIdParamsSchema = z.object({
  packageId: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const packageEnabledSchema = z.object({ enabled: z.boolean() }).strict();
export const consolePackagesResponseSchema = z.object({ data: z.array(consolePackageSchema) });
export const consolePackageResponseSchema = z.object({ data: consolePackageSchema });
