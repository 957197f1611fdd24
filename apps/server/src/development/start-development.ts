import { loadConfigOrExit, startServer } from '../start-server.ts';
import { composeDevelopmentEnvironment } from './development-environment.ts';

/**
 * `npm start` and `npm run dev`: the portal in development mode (or test mode when NODE_ENV=test), with a
 * simulator for every operator system that is not configured, started through the production start routine.
 */
const { env, simulators } = await composeDevelopmentEnvironment(process.env).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
const config = loadConfigOrExit(env);

await startServer(config, {
  onListening(baseUrl) {
    // The card provider's webhooks must reach this portal, whose port is known only now when PORT=0.
    simulators?.cardProvider?.setWebhook({ url: new URL('/cm/api/payments/webhook/', baseUrl).href });
  },
  onClosed: async () => simulators?.close(),
}).catch(async (error: unknown) => {
  await simulators?.close();
  throw error;
});
