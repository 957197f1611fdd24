/** Builds small XMLTV documents for tests and the bench. */

export interface GuideProgramme {
  channel: string;
  start: string;
  stop?: string;
  titles?: Record<string, string>;
  descs?: Record<string, string>;
}

const xmlEscape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** `lang` '' writes a title without a lang attribute. */
export function xmltvProgramme(programme: GuideProgramme): string {
  const attributes = [
    `start="${xmlEscape(programme.start)}"`,
    ...(programme.stop === undefined ? [] : [`stop="${xmlEscape(programme.stop)}"`]),
    `channel="${xmlEscape(programme.channel)}"`,
  ].join(' ');
  const texts = (tag: string, entries: Record<string, string> = {}) =>
    Object.entries(entries)
      .map(([lang, text]) => `<${tag}${lang ? ` lang="${lang}"` : ''}>${xmlEscape(text)}</${tag}>`)
      .join('');
  return `<programme ${attributes}>${texts('title', programme.titles)}${texts('desc', programme.descs)}</programme>\n`;
}

export function xmltvDocument(channels: readonly string[], programmes: readonly GuideProgramme[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE tv SYSTEM "xmltv.dtd">\n<tv generator-info-name="test">\n',
    ...channels.map(
      (id) => `<channel id="${xmlEscape(id)}"><display-name>${xmlEscape(id)}</display-name></channel>\n`,
    ),
    ...programmes.map(xmltvProgramme),
    '</tv>\n',
  ].join('');
}

/** XMLTV's time format for an instant, written in UTC+01:00 as a Lagos guide would. */
export function xmltvTime(at: Date | number): string {
  const local = new Date((typeof at === 'number' ? at : at.getTime()) + 3_600_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${local.getUTCFullYear()}${pad(local.getUTCMonth() + 1)}${pad(local.getUTCDate())}${pad(local.getUTCHours())}${pad(local.getUTCMinutes())}${pad(local.getUTCSeconds())} +0100`;
}

/** Chunks of `text` of `size` bytes, as a stream would bring them. */
export async function* chunksOf(data: string | Uint8Array, size = 4096): AsyncGenerator<Uint8Array> {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  for (let index = 0; index < bytes.length; index += size) yield bytes.subarray(index, index + size);
}
