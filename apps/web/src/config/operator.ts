/** The operator this portal serves (the `operator_uid` of every call); the server must be configured with the same. */
export const operatorUid = 'glotv';

/**
 * The web app's public client id for the login call's Basic header. Not a secret: it ships in
 * every copy of the app; it only tells the server which client is asking. A production build takes the pair
 * from VITE_API_CLIENT (one of the server's API_CLIENTS), since a production server refuses the default one.
 */
export const webClientCredentials: string = import.meta.env.VITE_API_CLIENT || 'glotv-web:glotv-web-public';
