import { z } from 'zod';

/** `GET /cm/api/auth/?operator_uid&usr`: may this visitor's address use the service? Unknown keys are ignored. */
export const availabilityQuerySchema = z.object({
  operator_uid: z.string().min(1).max(64),
  /** The subscriber asking, when known; the answer depends on the address only. */
  usr: z.string().max(254).optional(),
});

export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

/** `valid: 1` means the address is inside Nigeria, `0` that it is not (or cannot be placed). */
export const availabilitySchema = z.object({
  valid: z.union([z.literal(0), z.literal(1)]),
});

export type Availability = z.infer<typeof availabilitySchema>;
