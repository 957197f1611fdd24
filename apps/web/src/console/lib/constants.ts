import type * as contract from '@glotv/contracts/console-staff';

// Copies of the contract's constants, as the portal does (features/auth/lib/constants.ts): importing the
// module's values would bundle zod; the `typeof` annotations fail the type-check if the contract changes.
export const CONSOLE_API_PREFIX: typeof contract.CONSOLE_API_PREFIX = '/api/console/v1';
export const STAFF_ROLES: typeof contract.staffRoles = ['admin', 'editor', 'support', 'analyst'];
export const AUDIT_PAGE_SIZE: typeof contract.AUDIT_PAGE_SIZE = 50;
