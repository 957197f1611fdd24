/**
 * When the reconciliation job first looks at an unfinished purchase: longer than a charge call and its status
 * check, so it never asks about a request still being made; short enough that a payment taken just before a
 * crash is activated within a minute of the restart.
 */
export const FIRST_CHECK_DELAY_MS = 20_000;
