export interface BssCredentials {
  username: string;
  password: string;
  partyId: string;
}

/** The service credentials and party the simulated billing system accepts unless it is started with others. */
export const bssSimulatorCredentials: BssCredentials = {
  username: 'glotv-portal',
  password: 'glotv-portal-dev',
  partyId: 'GLOTV',
};

/** Header names that carry the credentials on every call. */
export const BSS_HEADER_USERNAME = 'username';
export const BSS_HEADER_PASSWORD = 'password';
export const BSS_HEADER_PARTY_ID = 'partyid';
