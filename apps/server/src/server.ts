import { loadConfigOrExit, startServer } from './start-server.ts';

/**
 * The production entry (built to dist/server.js): everything comes from the environment, and an unset NODE_ENV
 * means production. Development runs through development/start-development.ts instead.
 */
await startServer(loadConfigOrExit(process.env));
