/**
 * The fixed service credentials and party the simulated billing system accepts. They equal the server's
 * development defaults (BSS_USERNAME, BSS_PASSWORD, BSS_PARTY_ID), so the portal talks to it unconfigured.
 */
export const BSS_SIMULATOR_USERNAME = 'glotv-portal';
export const BSS_SIMULATOR_PASSWORD = 'glotv-portal-dev';
export const BSS_SIMULATOR_PARTY_ID = 'GLOTV';

/** Header names that carry the credentials on every call. */
export const BSS_HEADER_USERNAME = 'username';
export const BSS_HEADER_PASSWORD = 'password';
export const BSS_HEADER_PARTY_ID = 'partyid';
