/** The simulated card provider's test keys and webhook secret; the real ones come from configuration. */
export const cardProviderSimulatorCredentials = {
  publicKey: 'pk_test_glotv_demo',
  secretKey: 'sk_test_glotv_card_provider_simulator',
  webhookHash: 'whsec_glotv_card_provider_simulator_hash',
} as const;

export type CardProviderCredentials = { [key in keyof typeof cardProviderSimulatorCredentials]: string };
