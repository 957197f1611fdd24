/** The portal's service credentials at the simulated charging gateway; the real ones come from configuration. */
export const chargingGatewaySimulatorCredentials = {
  username: 'glotv-portal',
  password: 'glotv-charging-dev',
} as const;

export interface ChargingGatewayCredentials {
  username: string;
  password: string;
}
