import { startBaselineServer } from './load.ts';

/**
 * Run by `startBaselineProcess`: receives the recorded answer over IPC, serves it with `startBaselineServer`,
 * sends back its address, and lives until it is killed or its parent goes away.
 */
process.once(
  'message',
  async (message: { status: number; headers: Record<string, string>; body: string }) => {
    const server = await startBaselineServer({
      status: message.status,
      headers: message.headers,
      body: Buffer.from(message.body, 'base64'),
    });
    process.send?.({ url: server.url });
  },
);
process.once('disconnect', () => process.exit(0));
