import { z } from 'zod';

export const healthSchema = z.object({ status: z.literal('ok') });

export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.record(z.string(), z.enum(['ok', 'failing'])),
});

export type Readiness = z.infer<typeof readinessSchema>;
