import { z } from 'zod';

/** Who may buy a package: Glo subscribers pay by airtime, everyone else by card. */
export const packageAudiences = ['glo', 'card'] as const;
export type PackageAudience = (typeof packageAudiences)[number];

export const packageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  audience: z.enum(packageAudiences),
  price_kobo: z.number().int(),
  price: z.string(),
  validity_days: z.number().int(),
  data_allowance_mb: z.number().int().nullable(),
  rate_code: z.string().nullable(),
  plan_code: z.string(),
  charge_group_code: z.string().nullable(),
  includes_movies: z.boolean(),
  includes_channels: z.boolean(),
});

export type Package = z.infer<typeof packageSchema>;
