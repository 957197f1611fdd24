import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { enqueueBillingChange } from '../billing-system/billing-outbox.repository.ts';
import { AccountsService } from './accounts.service.ts';
import { OtpService } from './otp.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsService;
  }
}

/** Wires the account rules to the database, OTP delivery and the billing-system outbox. */
export const accountsPlugin = fp(
  async (app: FastifyInstance) => {
    const otp = new OtpService(app.db, app.config.tokenSigningSecret);
    app.decorate(
      'accounts',
      new AccountsService({
        db: app.db,
        otp,
        sessions: app.sessions,
        hasher: app.passwordHasher,
        sendMessage: async (message, log) => {
          try {
            await app.messaging.send(message, log);
            app.metrics.otpMessages.inc({ channel: message.channel, outcome: 'sent' });
          } catch (error) {
            app.metrics.otpMessages.inc({ channel: message.channel, outcome: 'failed' });
            throw error;
          }
        },
        enqueueBillingChange: (trx, change) => enqueueBillingChange(trx, change),
      }),
    );
  },
  { name: 'accounts', dependencies: ['config', 'db', 'auth', 'messaging', 'password-hasher', 'metrics'] },
);
