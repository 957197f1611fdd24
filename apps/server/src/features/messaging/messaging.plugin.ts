import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loggedCallsTo } from '../../lib/logged-calls.ts';
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

export const messagingPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const { smsGatewayUrl, smtpUrl } = config.adapters;
    if (!smsGatewayUrl) app.log.warn('SMS_GATEWAY_URL is not set: every SMS will fail');
    if (!smtpUrl) app.log.warn('SMTP_URL is not set: every e-mail will fail');

    const mail = createMailAdapter({ smtpUrl, from: config.mailFrom });
    app.decorate(
      'messaging',
      createMessagingService({
        sms: loggedCallsTo(
          createSmsAdapter({
            gatewayUrl: smsGatewayUrl,
            senderId: config.smsSenderId,
            apiKey: config.smsGatewayApiKey,
          }),
          'sms-gateway',
        ),
        mail: loggedCallsTo(mail, 'mail', ['send']),
        messages: createMessagesRepository(app.db),
        keepContent: config.env !== 'production',
        log: app.log,
      }),
    );
    app.addHook('onClose', async () => mail.close());
  },
  { name: 'messaging', dependencies: ['config', 'db'] },
);
