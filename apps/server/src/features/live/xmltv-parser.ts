import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { SaxesParser } from 'saxes';
import { AppError } from '../../errors/app-error.ts';

/** One `<programme>` as the guide wrote it; times are still text. */
export interface XmltvProgramme {
  channel: string;
  start: string;
  /** Optional in XMLTV: the programme then runs until the channel's next one starts. */
  stop: string | undefined;
  /** English title (`lang` en, en-GB, gb or none), else the first title in any language we keep. */
  title: string | undefined;
  titlePt: string | undefined;
  description: string | undefined;
  descriptionPt: string | undefined;
  line: number;
}

type Language = 'gb' | 'pt' | 'other';

/** XMLTV `lang` is an ISO 639 code, sometimes with a region: en, en-GB, pt, pt-BR; none means the default. */
function languageOf(lang: string | undefined): Language {
  const code = (lang ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (code === '' || code === 'en' || code === 'gb' || code === 'eng') return 'gb';
  if (code === 'pt' || code === 'por') return 'pt';
  return 'other';
}

const TIME = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?(?:\s*([+-])(\d{2}):?(\d{2}))?$/;

/**
 * XMLTV's `YYYYMMDDhhmmss +zzzz` (seconds and the offset may be left out; no offset means UTC). Answers
 * undefined for anything else, or for a date that does not exist (20260231…).
 */
export function parseXmltvTime(text: string): Date | undefined {
  const match = TIME.exec(text.trim());
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s = '00', sign, oh = '00', om = '00'] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as number[];
  const local = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  const check = new Date(local);
  if (
    check.getUTCMonth() !== month! - 1 ||
    check.getUTCDate() !== day ||
    hour! > 23 ||
    minute! > 59 ||
    second! > 59 ||
    Number(oh) > 14 ||
    Number(om) > 59
  ) {
    return undefined;
  }
  const offset = (Number(oh) * 60 + Number(om)) * 60_000 * (sign === '-' ? -1 : 1);
  return new Date(local - offset);
}

/** A gzip-compressed guide (`.xml.gz`, as most providers publish them) is unpacked on the way. */
async function* unpacked(source: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  const iterator = source[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) return;
  async function* all() {
    yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  if (first.value[0] !== 0x1f || first.value[1] !== 0x8b) {
    yield* all();
    return;
  }
  const gunzip = createGunzip();
  const feeding = pipeline(Readable.from(all()), gunzip).catch(() => {});
  try {
    for await (const chunk of gunzip) yield chunk as Uint8Array;
  } catch {
    throw new AppError('bad_request', 'The guide is not a valid gzip file.');
  } finally {
    gunzip.destroy();
    await feeding;
  }
}

/**
 * Streams an XMLTV document and calls `onProgramme` for each `<programme>`, never holding the whole file:
 * `maxBytes` bounds what is read (after unpacking). saxes (a maintained, conforming streaming parser) reads
 * the XML; it never fetches or expands a DTD, so a hostile guide cannot make it reach out or blow up.
 * Not well-formed XML, or a root other than `<tv>`, is a 400 naming the line.
 */
export async function parseXmltv(
  source: AsyncIterable<Uint8Array>,
  onProgramme: (programme: XmltvProgramme) => void,
  maxBytes: number,
): Promise<void> {
  const parser = new SaxesParser({ position: true });
  let current: XmltvProgramme | undefined;
  let text: { field: 'title' | 'desc'; language: Language; value: string } | undefined;
  let root: string | undefined;
  let failure: Error | undefined;

  parser.on('error', (error) => {
    failure ??= new AppError('bad_request', `The guide is not well-formed XML: ${error.message}`);
  });
  parser.on('opentag', (node) => {
    root ??= node.name;
    const attribute = (name: string) => {
      const value = node.attributes[name];
      return typeof value === 'string' ? value : undefined;
    };
    if (node.name === 'programme') {
      current = {
        channel: attribute('channel') ?? '',
        start: attribute('start') ?? '',
        stop: attribute('stop'),
        title: undefined,
        titlePt: undefined,
        description: undefined,
        descriptionPt: undefined,
        line: parser.line,
      };
    } else if (current && (node.name === 'title' || node.name === 'desc')) {
      text = { field: node.name, language: languageOf(attribute('lang')), value: '' };
    }
  });
  parser.on('text', (value) => {
    if (text) text.value += value;
  });
  parser.on('cdata', (value) => {
    if (text) text.value += value;
  });
  parser.on('closetag', (node) => {
    if (current && text && (node.name === 'title' || node.name === 'desc')) {
      const value = text.value.trim();
      if (value !== '') {
        if (text.field === 'title') {
          if (text.language === 'gb') current.title ??= value;
          else if (text.language === 'pt') current.titlePt ??= value;
        } else if (text.language === 'gb') current.description ??= value;
        else if (text.language === 'pt') current.descriptionPt ??= value;
      }
      text = undefined;
    } else if (current && node.name === 'programme') {
      current.title ??= current.titlePt;
      onProgramme(current);
      current = undefined;
    }
  });

  let read = 0;
  const decoder = new TextDecoder('utf-8', { fatal: false });
  for await (const chunk of unpacked(source)) {
    read += chunk.byteLength;
    if (read > maxBytes) {
      throw new AppError(
        'payload_too_large',
        `The guide is larger than ${Math.round(maxBytes / 1048576)} MB.`,
      );
    }
    parser.write(decoder.decode(chunk, { stream: true }));
    if (failure) throw failure;
  }
  parser.write(decoder.decode());
  parser.close();
  if (failure) throw failure;
  if (root !== 'tv')
    throw new AppError('bad_request', 'The guide is not XMLTV: its root element is not <tv>.');
}
