import { type ChannelInput, type ConsoleChannel, httpUrlSchema } from '@glotv/contracts/live-console';

/** The channel form as typed: text as strings, the choices as chosen. */
export interface ChannelFormValues {
  kind: 'schedule' | 'relay';
  uid: string;
  name: string;
  short_name: string;
  description: string;
  xmltv_id: string;
  category_id: string;
  position: string;
  packages: number[];
  free_to_air: boolean;
  logo_card: string;
  logo_normal: string;
  url: string;
  enabled: boolean;
  /** Subscribers may play its programmes of the last 24 hours again (schedule channels). */
  allows_catch_up: boolean;
}

export type ChannelField = Exclude<keyof ChannelFormValues, 'kind'>;
/** Keys under `live.form.errors` in the console catalog; a server's own message is shown as it is. */
export type ChannelFieldError = 'required' | 'tooLong' | 'uid' | 'whole' | 'url' | 'xmltv';
export type ChannelErrors = Partial<Record<ChannelField, { key: ChannelFieldError } | { text: string }>>;

export const emptyChannelForm = (kind: 'schedule' | 'relay'): ChannelFormValues => ({
  kind,
  uid: '',
  name: '',
  short_name: '',
  description: '',
  xmltv_id: '',
  category_id: '',
  position: '100',
  packages: [],
  free_to_air: false,
  logo_card: '',
  logo_normal: '',
  url: '',
  enabled: true,
  allows_catch_up: false,
});

export function channelFormOf(channel: ConsoleChannel): ChannelFormValues {
  return {
    kind: channel.source.kind,
    uid: channel.uid,
    name: channel.name,
    short_name: channel.short_name,
    description: channel.description,
    xmltv_id: channel.xmltv_id,
    category_id: String(channel.category_id),
    position: String(channel.position),
    packages: channel.packages,
    free_to_air: channel.free_to_air,
    logo_card: channel.logos.CARD ?? '',
    logo_normal: channel.logos.NORMAL ?? '',
    url: channel.source.kind === 'relay' ? channel.source.url : '',
    enabled: channel.enabled,
    allows_catch_up: channel.allows_catch_up,
  };
}

const UID = /^[a-z0-9][a-z0-9-]{0,63}$/;
const XMLTV_ID = /^[^\s<>&"]{1,128}$/;

/** Checks the form as the server will, so each message shows under its field; answers the body to send. */
export function checkChannelForm(
  values: ChannelFormValues,
): { body: ChannelInput; errors: null } | { body: null; errors: ChannelErrors } {
  const errors: ChannelErrors = {};
  const text = (field: ChannelField, max: number, optional = false) => {
    const value = String(values[field]).trim();
    if (!value && !optional) errors[field] = { key: 'required' };
    else if (value.length > max) errors[field] = { key: 'tooLong' };
    return value;
  };
  const uid = text('uid', 64);
  if (uid && !UID.test(uid)) errors.uid = { key: 'uid' };
  const name = text('name', 80);
  const short_name = text('short_name', 8);
  const description = text('description', 2000, true);
  const xmltv_id = values.xmltv_id.trim();
  if (xmltv_id && !XMLTV_ID.test(xmltv_id)) errors.xmltv_id = { key: 'xmltv' };
  const category_id = Number(values.category_id);
  if (!values.category_id) errors.category_id = { key: 'required' };
  const position = Number(values.position.trim());
  if (!/^\d{1,6}$/.test(values.position.trim()) || position > 100_000) errors.position = { key: 'whole' };
  const url = values.url.trim();
  if (values.kind === 'relay') {
    if (!url) errors.url = { key: 'required' };
    else if (!httpUrlSchema.safeParse(url).success) errors.url = { key: 'url' };
  }
  if (Object.keys(errors).length > 0) return { body: null, errors };
  return {
    errors: null,
    body: {
      uid,
      name,
      short_name,
      description,
      category_id,
      position,
      packages: values.free_to_air ? [] : values.packages,
      free_to_air: values.free_to_air,
      logos: { CARD: values.logo_card.trim() || null, NORMAL: values.logo_normal.trim() || null },
      source: values.kind === 'relay' ? { kind: 'relay', url } : { kind: 'schedule' },
      ...(xmltv_id ? { xmltv_id } : {}),
      enabled: values.enabled,
      allows_catch_up: values.kind === 'schedule' && values.allows_catch_up,
    },
  };
}

const FIELD_OF_PATH: Record<string, ChannelField> = {
  uid: 'uid',
  name: 'name',
  short_name: 'short_name',
  description: 'description',
  xmltv_id: 'xmltv_id',
  category_id: 'category_id',
  position: 'position',
  packages: 'packages',
  free_to_air: 'free_to_air',
  'logos.CARD': 'logo_card',
  'logos.NORMAL': 'logo_normal',
  'source.url': 'url',
  enabled: 'enabled',
  allows_catch_up: 'allows_catch_up',
};

/**
 * The server's refusal put under the fields it names: a validation message lists `body.<path>: <why>`
 * pairs; a conflict or a missing reference names the uid, XMLTV id, category, package or image. Answers
 * nothing when the message names no field.
 */
export function serverFieldErrors(code: string | undefined, message: string): ChannelErrors {
  const errors: ChannelErrors = {};
  if (code === 'validation_failed') {
    for (const part of message.split('; ')) {
      const match = /^body\.([\w.]+): (.*)$/.exec(part);
      const field = match ? FIELD_OF_PATH[match[1] ?? ''] : undefined;
      if (match && field && !errors[field]) errors[field] = { text: match[2] ?? '' };
    }
    return errors;
  }
  if (/\buid\b/.test(message)) errors.uid = { text: message };
  else if (/XMLTV id/.test(message)) errors.xmltv_id = { text: message };
  else if (/channel category/.test(message)) errors.category_id = { text: message };
  else if (/^No package/.test(message)) errors.packages = { text: message };
  else if (/^No image/.test(message)) errors.logo_card = { text: message };
  return errors;
}
