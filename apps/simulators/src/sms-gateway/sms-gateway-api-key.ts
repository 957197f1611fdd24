/** The bearer key the SMS gateway simulator accepts unless it is started with another. */
export const SMS_GATEWAY_SIMULATOR_API_KEY = 'glotv-sms-gateway-simulator-key';
