import { describe, expect, it } from 'vitest';
import { checkChannelForm, emptyChannelForm, serverFieldErrors } from './channel-form-values.ts';

const filled = {
  ...emptyChannelForm('relay'),
  uid: 'glo-relay',
  name: 'Glo Relay',
  short_name: 'GRL',
  category_id: '2',
  position: '7',
  packages: [3],
  url: 'https://cdn.example.com/live/index.m3u8',
};

describe('the channel form', () => {
  it('sends a relay channel with its source address and packages', () => {
    const { body } = checkChannelForm(filled);
    expect(body).toMatchObject({
      uid: 'glo-relay',
      category_id: 2,
      position: 7,
      packages: [3],
      source: { kind: 'relay', url: 'https://cdn.example.com/live/index.m3u8' },
      logos: { CARD: null, NORMAL: null },
    });
    expect(body).not.toHaveProperty('xmltv_id');
  });

  it('sends a free-to-air schedule channel without packages or a source address', () => {
    const { body } = checkChannelForm({ ...filled, kind: 'schedule', free_to_air: true, xmltv_id: 'g.ng' });
    expect(body).toMatchObject({ source: { kind: 'schedule' }, packages: [], xmltv_id: 'g.ng' });
  });

  it('refuses a relay address that is not http(s), and missing fields, each under its field', () => {
    const { errors } = checkChannelForm({ ...filled, url: 'ftp://cdn.example.com/x', name: ' ', uid: 'Bad' });
    expect(errors).toEqual({ url: { key: 'url' }, name: { key: 'required' }, uid: { key: 'uid' } });
  });

  it('puts the server’s refusals under the fields they name', () => {
    expect(
      serverFieldErrors('validation_failed', 'body.source.url: must be an http or https address; body.x: y'),
    ).toEqual({ url: { text: 'must be an http or https address' } });
    expect(serverFieldErrors('conflict', 'Another channel already has the XMLTV id g.ng.')).toEqual({
      xmltv_id: { text: 'Another channel already has the XMLTV id g.ng.' },
    });
    expect(serverFieldErrors('internal', 'Something went wrong.')).toEqual({});
  });
});
