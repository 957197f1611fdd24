import type { OutboxResponse } from '@glotv/contracts/outbox';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailServerSimulator, SmsGatewaySimulator } from '../../development/simulators.ts';
import { AppError } from '../../errors/app-error.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let sms: SmsGatewaySimulator;
let mail: MailServerSimulator;

/** The app on its own SMS gateway and mail server simulators, which `sms` and `mail` then read. */
async function createMessagingApp(options: { production?: boolean } = {}): Promise<TestApp> {
  const testApp = await createTestApp({ simulators: ['sms', 'mail'], production: options.production });
  sms = testApp.simulators.sms!;
  mail = testApp.simulators.mail!;
  return testApp;
}

async function outbox(app: FastifyInstance, to: string): Promise<OutboxResponse['data']> {
  const response = await app.inject({ url: '/dev/outbox', query: { to } });
  expect(response.statusCode).toBe(200);
  return response.json<OutboxResponse>().data;
}

function recordedMessages(app: FastifyInstance, recipient: string) {
  return app.db.selectFrom('messages').selectAll().where('recipient', '=', recipient).orderBy('id').execute();
}

describe('messaging outside production', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    testApp = await createMessagingApp();
    app = testApp.app;
  });
  afterAll(() => testApp?.close());

  it('delivers an SMS from the sender id and lists it in the outbox, newest first', async () => {
    await app.messaging.send({ channel: 'sms', to: '+2348051234567', text: 'Your GLO-TV code is 111111' });
    await app.messaging.send({ channel: 'sms', to: '+2348051234567', text: 'Your GLO-TV code is 222222' });

    expect(sms.messages('+2348051234567')).toEqual([
      expect.objectContaining({ from: 'GLO-TV', text: 'Your GLO-TV code is 111111' }),
      expect.objectContaining({ from: 'GLO-TV', text: 'Your GLO-TV code is 222222' }),
    ]);
    expect(await outbox(app, '+2348051234567')).toEqual([
      {
        channel: 'sms',
        to: '+2348051234567',
        subject: null,
        text: 'Your GLO-TV code is 222222',
        created_at: expect.any(String),
      },
      {
        channel: 'sms',
        to: '+2348051234567',
        subject: null,
        text: 'Your GLO-TV code is 111111',
        created_at: expect.any(String),
      },
    ]);
  });

  it('records the gateway message id of a delivered SMS', async () => {
    await app.messaging.send({ channel: 'sms', to: '+2348051230001', text: 'Your GLO-TV code is 333333' });
    const [delivered] = sms.messages('+2348051230001');
    expect(await recordedMessages(app, '+2348051230001')).toEqual([
      expect.objectContaining({ status: 'sent', provider_message_id: delivered?.messageId, error: null }),
    ]);
  });

  it('finds a number in the outbox whichever usual form it is written in', async () => {
    await app.messaging.send({ channel: 'sms', to: '+2348051230002', text: 'Your GLO-TV code is 444444' });
    for (const form of ['+2348051230002', '2348051230002', '08051230002', '8051230002']) {
      expect(await outbox(app, form), form).toEqual([
        expect.objectContaining({ text: 'Your GLO-TV code is 444444' }),
      ]);
    }
  });

  it('delivers an e-mail by SMTP from MAIL_FROM and lists it in the outbox in any letter case', async () => {
    await app.messaging.send({
      channel: 'email',
      to: 'Ada@Example.com',
      subject: 'Your GLO-TV code',
      text: 'Your GLO-TV code is 555555',
    });

    expect(mail.messages('ada@example.com')).toEqual([
      expect.objectContaining({
        envelope: { from: 'no-reply@glotv.local', to: ['ada@example.com'] },
        from: expect.stringMatching(/GLO-TV"? <no-reply@glotv\.local>$/),
        subject: 'Your GLO-TV code',
        text: 'Your GLO-TV code is 555555',
      }),
    ]);
    expect(await outbox(app, 'ADA@example.COM')).toEqual([
      {
        channel: 'email',
        to: 'Ada@Example.com',
        subject: 'Your GLO-TV code',
        text: 'Your GLO-TV code is 555555',
        created_at: expect.any(String),
      },
    ]);
  });

  it('records a refused SMS as failed, leaves it out of the outbox and throws a clear not_ready error', async () => {
    sms.failNext(1);
    const sending = app.messaging.send({
      channel: 'sms',
      to: '+2348051230003',
      text: 'Your GLO-TV code is 666666',
    });

    await expect(sending).rejects.toThrow(AppError);
    await expect(sending).rejects.toMatchObject({
      code: 'not_ready',
      statusCode: 503,
      message: 'We could not send the message. Please try again.',
    });
    expect(sms.messages('+2348051230003')).toEqual([]);
    expect(await recordedMessages(app, '+2348051230003')).toEqual([
      expect.objectContaining({
        status: 'failed',
        provider_message_id: null,
        error: 'SMS gateway answered HTTP 503',
      }),
    ]);
    expect(await outbox(app, '+2348051230003')).toEqual([]);
  });

  it('refuses, before sending anything, an SMS recipient that is not in E.164 form', async () => {
    const sending = app.messaging.send({
      channel: 'sms',
      to: '08051230004',
      text: 'Your GLO-TV code is 999999',
    });
    await expect(sending).rejects.toThrow(TypeError);
    expect(await recordedMessages(app, '08051230004')).toEqual([]);
  });

  it('refuses an outbox query without `to`, or with one longer than 254 characters', async () => {
    const missing = await app.inject('/dev/outbox');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: { code: 'validation_failed' } });

    const tooLong = await app.inject({ url: '/dev/outbox', query: { to: `${'a'.repeat(243)}@example.com` } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ error: { code: 'validation_failed' } });
  });

  it('answers the outbox uncached', async () => {
    const response = await app.inject({ url: '/dev/outbox', query: { to: '+2348051234567' } });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('messaging in production', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    testApp = await createMessagingApp({ production: true });
    app = testApp.app;
  });
  afterAll(() => testApp?.close());

  it('has no /dev/outbox route', async () => {
    const response = await app.inject({ url: '/dev/outbox', query: { to: '+2348059990001' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('delivers messages but keeps neither their text nor their subject', async () => {
    await app.messaging.send({ channel: 'sms', to: '+2348059990002', text: 'Your GLO-TV code is 777777' });
    await app.messaging.send({
      channel: 'email',
      to: 'prod@example.com',
      subject: 'Code',
      text: 'Code 888888',
    });

    expect(sms.messages('+2348059990002')).toEqual([
      expect.objectContaining({ text: 'Your GLO-TV code is 777777' }),
    ]);
    expect(mail.messages('prod@example.com')).toEqual([expect.objectContaining({ text: 'Code 888888' })]);
    const rows = [
      ...(await recordedMessages(app, '+2348059990002')),
      ...(await recordedMessages(app, 'prod@example.com')),
    ];
    expect(rows).toEqual([
      expect.objectContaining({ channel: 'sms', status: 'sent', subject: null, body: null }),
      expect.objectContaining({ channel: 'email', status: 'sent', subject: null, body: null }),
    ]);
  });
});
