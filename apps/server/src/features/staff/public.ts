/**
 * What other features use from staff: guard their console routes with `requireStaff(...roles)` (which sets
 * `request.staff`), and call `recordAudit(trx, …)` inside the transaction of every change they make.
 * Their console routes go under CONSOLE_API_PREFIX (`/api/console/v1/<feature>/…`), where the console's
 * cookies are sent and every state-changing call must come with the portal's own Origin.
 */
export { CONSOLE_API_PREFIX, type SignedInStaff, type StaffRole } from '@glotv/contracts/console-staff';
export { type AuditActor, type AuditRecord, COMMAND_LINE_ACTOR, recordAudit } from './audit-log.ts';
export { requireStaff } from './staff.plugin.ts';
export type { AuthenticatedStaff } from './staff-sessions.service.ts';
