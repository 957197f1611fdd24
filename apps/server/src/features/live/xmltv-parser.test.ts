import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chunksOf, xmltvDocument } from './testing/xmltv-fixtures.ts';
import { parseXmltv, parseXmltvTime, type XmltvProgramme } from './xmltv-parser.ts';

async function parse(data: string | Uint8Array, maxBytes = 1_000_000, chunk = 7): Promise<XmltvProgramme[]> {
  const programmes: XmltvProgramme[] = [];
  await parseXmltv(chunksOf(data, chunk), (programme) => programmes.push(programme), maxBytes);
  return programmes;
}

describe('parseXmltvTime', () => {
  it('reads YYYYMMDDhhmmss with an offset as the instant it names', () => {
    expect(parseXmltvTime('20261124183000 +0100')?.toISOString()).toBe('2026-11-24T17:30:00.000Z');
    expect(parseXmltvTime('20261124183000 -0230')?.toISOString()).toBe('2026-11-24T21:00:00.000Z');
  });

  it('takes a time without an offset as UTC, and seconds as optional', () => {
    expect(parseXmltvTime('20261124183000')?.toISOString()).toBe('2026-11-24T18:30:00.000Z');
    expect(parseXmltvTime('202611241830 +0000')?.toISOString()).toBe('2026-11-24T18:30:00.000Z');
  });

  it('refuses what is not XMLTV time, and dates that do not exist', () => {
    for (const text of [
      '',
      'tomorrow',
      '2026-11-24T18:30:00Z',
      '20260231120000 +0000',
      '20261124250000 +0000',
      '20261124 +0100',
    ]) {
      expect(parseXmltvTime(text), text).toBeUndefined();
    }
  });
});

describe('parseXmltv', () => {
  const document = xmltvDocument(
    ['news.ng'],
    [
      {
        channel: 'news.ng',
        start: '20261124180000 +0100',
        stop: '20261124183000 +0100',
        titles: { en: 'News & Weather', pt: 'Notícias e Tempo', fr: 'Les Infos' },
        descs: { 'en-GB': 'The day in <brief>.', 'pt-BR': 'O dia em resumo.' },
      },
      { channel: 'news.ng', start: '20261124183000 +0100', titles: { '': 'Sport' } },
      { channel: 'news.ng', start: '20261124190000 +0100', titles: { pt: 'Só em português' } },
    ],
  );

  it('streams each programme with its channel, times and English and Portuguese texts, whatever the chunking', async () => {
    for (const chunk of [1, 7, 4096]) {
      const programmes = await parse(document, 1_000_000, chunk);
      expect(programmes.map(({ line: _line, ...rest }) => rest)).toEqual([
        {
          channel: 'news.ng',
          start: '20261124180000 +0100',
          stop: '20261124183000 +0100',
          title: 'News & Weather',
          titlePt: 'Notícias e Tempo',
          description: 'The day in <brief>.',
          descriptionPt: 'O dia em resumo.',
        },
        {
          channel: 'news.ng',
          start: '20261124183000 +0100',
          stop: undefined,
          title: 'Sport',
          titlePt: undefined,
          description: undefined,
          descriptionPt: undefined,
        },
        {
          channel: 'news.ng',
          start: '20261124190000 +0100',
          stop: undefined,
          title: 'Só em português',
          titlePt: 'Só em português',
          description: undefined,
          descriptionPt: undefined,
        },
      ]);
    }
  });

  it('names the line each programme starts on', async () => {
    const lines = (await parse(document)).map((programme) => programme.line);
    expect(lines).toEqual([5, 6, 7]);
  });

  it('reads a gzip-compressed guide', async () => {
    expect(await parse(gzipSync(document), 1_000_000, 64)).toHaveLength(3);
  });

  it('refuses XML that is not well-formed, naming what is wrong', async () => {
    await expect(parse('<tv><programme channel="a" start="x"></tv>')).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/not well-formed XML/),
    });
  });

  it('refuses a document that is not XMLTV', async () => {
    await expect(parse('<rss><channel/></rss>')).rejects.toMatchObject({ statusCode: 400 });
  });

  it('stops reading past the size limit, also after unpacking', async () => {
    await expect(parse(document, 100)).rejects.toMatchObject({ statusCode: 413 });
    await expect(parse(gzipSync(document), 100, 64)).rejects.toMatchObject({ statusCode: 413 });
  });

  it('does not expand entities a DTD declares', async () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE tv [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><tv><programme channel="x" start="20261124180000"><title>&b;</title></programme></tv>`;
    await expect(parse(bomb)).rejects.toMatchObject({ statusCode: 400 });
  });
});
