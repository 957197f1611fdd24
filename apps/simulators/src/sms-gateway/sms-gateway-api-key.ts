/**
 * The bearer key the SMS gateway simulator accepts. Kept apart from the simulator so that the server can
 * default to it without loading the simulator's code.
 */
export const SMS_GATEWAY_SIMULATOR_API_KEY = 'glotv-sms-gateway-simulator-key';
