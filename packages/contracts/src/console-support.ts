import { z } from 'zod';

/** Support's subscriber search and pages (issue 17). Nothing secret is in any of these shapes. */

export const SUBSCRIBER_SEARCH_PAGE_SIZE = 20;

/** A subscriber's id (a database identity, as digits). */
const subscriberIdSchema = z.string().regex(/^[1-9]\d{0,17}$/, 'must be a subscriber id');
export const SUBSCRIBER_SEARCH_MIN = 3;
export const GOODWILL_REASON_MAX = 500;

/** Part of a number (0805…, 234805…, +234805… or a fragment), an e-mail or a username. */
export const subscriberSearchQuerySchema = z
  .object({
    q: z.string().trim().min(SUBSCRIBER_SEARCH_MIN).max(100),
    page: z.coerce.number().int().min(1).max(500).default(1),
  })
  .strict();

export const subscriberSummarySchema = z.object({
  id: z.string(),
  uid: z.string(),
  kind: z.enum(['glo', 'email']),
  username: z.string(),
  msisdn: z.string().nullable(),
  email: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  status: z.enum(['Active', 'Suspended', 'Closed']),
  created_at: z.iso.datetime(),
});
export type SubscriberSummary = z.infer<typeof subscriberSummarySchema>;

export const subscriberSearchResponseSchema = z.object({
  data: z.array(subscriberSummarySchema),
  page: z.number().int(),
  next_page: z.number().int().nullable(),
});

export const subscriberIdParamsSchema = z.object({ subscriberId: subscriberIdSchema }).strict();
export const subscriberSessionParamsSchema = z
  .object({ subscriberId: subscriberIdSchema, sessionId: z.uuid() })
  .strict();

export const subscriberPackageSchema = z.object({
  id: z.uuid(),
  package_id: z.number().int(),
  title: z.string(),
  title_pt: z.string(),
  purchase_id: z.uuid(),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  goodwill: z.boolean(),
});

export const subscriberPurchaseSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  package_title: z.string(),
  package_title_pt: z.string(),
  method: z.enum(['airtime', 'card', 'goodwill']),
  amount_kobo: z.number().int(),
  status: z.enum(['pending', 'paid', 'active', 'failed', 'abandoned', 'activation_failed']),
  created_at: z.iso.datetime(),
  goodwill_reason: z.string().nullable(),
});

export const subscriberSessionSchema = z.object({
  id: z.uuid(),
  device: z.string(),
  device_class: z.enum(['desktop', 'mobile', 'tablet', 'tv']).nullable(),
  created_at: z.iso.datetime(),
  last_used_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
});

export const subscriberUsageSchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  action: z.string(),
  content_name: z.string().nullable(),
  content_type: z.string().nullable(),
  device_name: z.string().nullable(),
  duration: z.number().nullable(),
});

export const subscriberDetailSchema = z.object({
  profile: subscriberSummarySchema.extend({
    email_verified: z.boolean(),
    phone_number: z.string().nullable(),
    language: z.enum(['gb', 'pt']),
    type: z.enum(['PREPAID', 'POSTPAID']),
    country: z.string(),
  }),
  packages: z.array(subscriberPackageSchema),
  purchases: z.array(subscriberPurchaseSchema),
  sessions: z.array(subscriberSessionSchema),
  usage: z.array(subscriberUsageSchema),
});
export type SubscriberDetail = z.infer<typeof subscriberDetailSchema>;

export const subscriberDetailResponseSchema = z.object({ data: subscriberDetailSchema });

export const sessionsEndedResponseSchema = z.object({ data: z.object({ ended: z.number().int() }) });

export const goodwillGrantRequestSchema = z
  .object({
    package_id: z.number().int().positive(),
    reason: z.string().trim().min(1).max(GOODWILL_REASON_MAX),
  })
  .strict();

export const goodwillGrantResponseSchema = z.object({
  data: z.object({ purchase: subscriberPurchaseSchema, package: subscriberPackageSchema }),
});

/**
 * The packages support may grant, enabled or not; a subscriber is granted only packages of their audience
 * (Glo numbers the airtime ones, e-mail subscribers the card ones), the ones their packages page lists.
 */
export const grantablePackagesResponseSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      title_pt: z.string(),
      audience: z.enum(['glo', 'card']),
      enabled: z.boolean(),
    }),
  ),
});
