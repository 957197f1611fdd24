import { z } from 'zod';

// Kept beside the feature until the lead moves them into packages/contracts (glo-verify.ts).

/** `GET /tva-auth/verifyglosubscriber/?usr`: a mobile number in any usual form, a portal username or an e-mail. */
export const gloVerifyQuerySchema = z.object({
  usr: z.string().min(1).max(254),
});

/** `username` is 'g' + the 10-digit number for a Glo subscriber; otherwise the 10-digit number or the e-mail given. */
export const gloVerificationSchema = z.object({
  valid: z.boolean(),
  username: z.string(),
});
