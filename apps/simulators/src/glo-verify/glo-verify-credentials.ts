/**
 * The fixed service credentials the simulated subscriber-lookup API accepts. Public on purpose: the
 * simulator only ever runs locally; the real operator's credentials come from server configuration.
 */
export const gloVerifySimulatorCredentials = {
  username: 'glotv-portal',
  password: 'glo-verify-simulator',
} as const;

export interface GloVerifyCredentials {
  username: string;
  password: string;
}
