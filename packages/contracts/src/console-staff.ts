import { z } from 'zod';
import { emailSchema, otpSchema, passwordSchema } from './auth.ts';

/** Every console route lives under this prefix; the console's cookies are scoped to it. */
export const CONSOLE_API_PREFIX = '/api/console/v1';

/** Staff roles (issue 15): admin (staff, settings, audit log), editor (content), support and analyst (part 2). */
export const staffRoles = ['admin', 'editor', 'support', 'analyst'] as const;
export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const staffStatuses = ['invited', 'active', 'disabled'] as const;
export const staffStatusSchema = z.enum(staffStatuses);
export type StaffStatus = z.infer<typeof staffStatusSchema>;

/** The signed-in member of staff, as `GET /me` answers and the console shows. */
export const signedInStaffSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: staffRoleSchema,
});
export type SignedInStaff = z.infer<typeof signedInStaffSchema>;

export const consoleMeResponseSchema = z.object({ data: signedInStaffSchema });

/** Opaque single-use tokens travel as base64url text (32 random bytes: 43 characters). */
export const opaqueTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'must be a token');

export const staffPasswordSignInRequestSchema = z
  .object({
    email: emailSchema,
    password: z.string().min(1).max(80),
  })
  .strict();

/** The password was right: the second factor is due, on this single-use challenge (5 minutes, 5 tries). */
export const staffPasswordSignInResponseSchema = z.object({
  data: z.object({ challenge: z.string(), expires_in: z.number().int() }),
});

export const totpCodeSchema = otpSchema;

export const staffTotpSignInRequestSchema = z
  .object({ challenge: opaqueTokenSchema, code: totpCodeSchema })
  .strict();

export const consoleOkResponseSchema = z.object({ status: z.literal('ok') });

export const setupInspectRequestSchema = z.object({ token: opaqueTokenSchema }).strict();

/** What the set-up page shows: who it is for, and the authenticator secret to scan or copy. */
export const setupInspectResponseSchema = z.object({
  data: z.object({
    email: z.string(),
    role: staffRoleSchema,
    otpauth_uri: z.string(),
    secret: z.string(),
    /** The otpauth:// address as an SVG QR code, as a data: URL. */
    qr_svg_data_url: z.string(),
    expires_at: z.iso.datetime({ offset: true }),
  }),
});

export const setupCompleteRequestSchema = z
  .object({
    token: opaqueTokenSchema,
    password: passwordSchema,
    confirm_password: z.string().max(80),
    code: totpCodeSchema,
  })
  .strict();

export const staffMemberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: staffRoleSchema,
  status: staffStatusSchema,
  created_at: z.iso.datetime({ offset: true }),
  created_by_email: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListResponseSchema = z.object({ data: z.array(staffMemberSchema) });

export const staffInviteRequestSchema = z.object({ email: emailSchema, role: staffRoleSchema }).strict();

/** A set-up link is shown once, to the admin who made it; only its hash is kept. */
export const setupLinkResponseSchema = z.object({
  data: z.object({
    staff: staffMemberSchema,
    setup_url: z.string(),
    expires_at: z.iso.datetime({ offset: true }),
    /** Whether the link also went out by e-mail (the admin passes it on otherwise). */
    emailed: z.boolean(),
  }),
});

export const staffIdParamsSchema = z.object({ id: z.uuid() }).strict();

export const staffUpdateRequestSchema = z
  .object({
    role: staffRoleSchema.optional(),
    status: z.enum(['active', 'disabled']).optional(),
  })
  .strict()
  .refine((body) => body.role !== undefined || body.status !== undefined, 'give a role or a status');

export const staffMemberResponseSchema = z.object({ data: staffMemberSchema });

export const AUDIT_PAGE_SIZE = 50;

export const auditQuerySchema = z
  .object({
    staff_id: z.uuid().optional(),
    action: z.string().trim().min(1).max(100).optional(),
    target_kind: z.string().trim().min(1).max(100).optional(),
    target_id: z.string().trim().min(1).max(200).optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    /** The `next` of the previous page: entries older than it. */
    before: z
      .string()
      .regex(/^[0-9]{1,18}$/, 'must be an entry id')
      .optional(),
    limit: z.coerce.number().int().min(1).max(200).default(AUDIT_PAGE_SIZE),
  })
  .strict();

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime({ offset: true }),
  staff_id: z.string().nullable(),
  staff_email: z.string(),
  staff_role: z.string(),
  action: z.string(),
  target_kind: z.string(),
  target_id: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageResponseSchema = z.object({
  data: z.array(auditEntrySchema),
  /** Pass as `before` for the next page; null on the last page. */
  next: z.string().nullable(),
});
