import { z } from 'zod';

/**
 * `GET /dev/outbox?to=` (development and test only): the messages the portal sent to one recipient, newest
 * first, so that a test or a person trying the portal locally can read an OTP and finish a sign-up.
 */
export const outboxQuerySchema = z.object({
  /** An e-mail address (any case) or a Nigerian number as +234…, 234…, 0… or its last ten digits. */
  to: z.string().trim().min(1).max(254),
});

export const messageChannels = ['sms', 'email'] as const;
export type MessageChannel = (typeof messageChannels)[number];

export const outboxMessageSchema = z.object({
  channel: z.enum(messageChannels),
  to: z.string(),
  /** Null for SMS. */
  subject: z.string().nullable(),
  text: z.string(),
  created_at: z.iso.datetime(),
});

export const outboxResponseSchema = z.object({ data: z.array(outboxMessageSchema) });

export type OutboxQuery = z.infer<typeof outboxQuerySchema>;
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
