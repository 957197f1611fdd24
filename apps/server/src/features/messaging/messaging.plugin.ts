import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailAdapter } from './mail.adapter.ts';
import { createMessagesRepository } from './messages.repository.ts';
import { createMessagingService, type Messaging } from './messaging.service.ts';
import { createSmsAdapter } from './sms.adapter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends OTP texts and e-mails: `app.messaging.send({ channel: 'sms', to: '+234…', text })`. */
    messaging: Messaging;
  }
}

export interface MessagingPluginOptions {
  /** The SMS gateway's bearer key; the simulator's when absent. */
  smsApiKey?: string | undefined;
}

export const messagingPlugin = fp<MessagingPluginOptions>(
  async (app: FastifyInstance, options) => {
    const { config } = app;
    const { smsGatewayUrl, smtpUrl } = config.adapters;
    if (!smsGatewayUrl) app.log.warn('SMS_GATEWAY_URL is not set: every SMS will fail');
    if (!smtpUrl) app.log.warn('SMTP_URL is not set: every e-mail will fail');

    const mail = createMailAdapter({ smtpUrl, from: config.mailFrom });
    app.decorate(
      'messaging',
      createMessagingService({
        sms: createSmsAdapter({
          gatewayUrl: smsGatewayUrl,
          senderId: config.smsSenderId,
          apiKey: options.smsApiKey,
        }),
        mail,
        messages: createMessagesRepository(app.db),
        keepContent: config.env !== 'production',
        log: app.log,
      }),
    );
    app.addHook('onClose', async () => mail.close());
  },
  { name: 'messaging', dependencies: ['config', 'db'] },
);
