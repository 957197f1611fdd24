import {
  LIVE_EDITING_LIMITS,
  type XmltvImportReport,
  type XmltvSkipReason,
  xmltvSkipReasons,
} from '@glotv/contracts/live-console';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../catalog/channels.editor.ts';
import { epgRepository, type ProgrammeRow } from './epg.repository.ts';
import { parseXmltv, parseXmltvTime, type XmltvProgramme } from './xmltv-parser.ts';

export interface XmltvImportOptions {
  /** Bytes read at most (after unpacking a gzip file). */
  maxBytes?: number;
  /** Runs inside the import's transaction, before it commits: e.g. the console's audit record. */
  onImported?: (trx: Db, report: XmltvImportReport) => Promise<void>;
}

interface Timed {
  source: XmltvProgramme;
  startsAt: Date;
  endsAt: Date | undefined;
}

class SkipReport {
  private readonly reasons = new Map<
    XmltvSkipReason,
    { count: number; examples: XmltvImportReport['reasons'][number]['examples'] }
  >();
  total = 0;

  skip(reason: XmltvSkipReason, programme: XmltvProgramme): void {
    this.total++;
    let entry = this.reasons.get(reason);
    if (!entry) {
      entry = { count: 0, examples: [] };
      this.reasons.set(reason, entry);
    }
    entry.count++;
    if (entry.examples.length < LIVE_EDITING_LIMITS.examplesPerReason) {
      entry.examples.push({
        channel: programme.channel.slice(0, 128),
        start: programme.start.slice(0, 64),
        title: (programme.title ?? '').slice(0, 200),
        line: programme.line,
      });
    }
  }

  list(): XmltvImportReport['reasons'] {
    return xmltvSkipReasons.flatMap((reason) => {
      const entry = this.reasons.get(reason);
      return entry ? [{ reason, ...entry }] : [];
    });
  }
}

/**
 * Imports an XMLTV guide into the schedule. Programmes are matched to channels by the channels' XMLTV ids;
 * for each channel the guide covers, the programmes it had in the guide's time span for that channel are
 * replaced (so importing the same guide twice changes nothing), keeping the VOD asset of a programme that comes
 * back at the same start with the same title. Skipped, each counted with examples: programmes of channels we do
 * not have, with a time that is not XMLTV's (or a stop not after the start), without a title, or starting
 * before the channel's previous programme ends. All in one transaction, inserted in batches.
 */
export class XmltvImporter {
  constructor(
    private readonly db: Db,
    /** Told once an import has committed (the guide is kept with the catalog). */
    private readonly changed: () => Promise<void> = async () => {},
    private readonly clock: () => number = () => performance.now(),
  ) {}

  async import(
    source: AsyncIterable<Uint8Array>,
    options: XmltvImportOptions = {},
  ): Promise<XmltvImportReport> {
    const started = this.clock();
    const channels = new Map(
      (await this.db.selectFrom('channels').select(['id', 'xmltv_id']).execute()).map((row) => [
        row.xmltv_id,
        row.id,
      ]),
    );
    const skipped = new SkipReport();
    const byChannel = new Map<number, Timed[]>();
    await parseXmltv(
      source,
      (programme) => {
        const channelId = channels.get(programme.channel);
        if (channelId === undefined) return skipped.skip('unknown_channel', programme);
        const startsAt = parseXmltvTime(programme.start);
        const endsAt = programme.stop === undefined ? undefined : parseXmltvTime(programme.stop);
        if (!startsAt || (programme.stop !== undefined && (!endsAt || endsAt <= startsAt))) {
          return skipped.skip('malformed_time', programme);
        }
        if (!programme.title) return skipped.skip('missing_title', programme);
        let list = byChannel.get(channelId);
        if (!list) {
          list = [];
          byChannel.set(channelId, list);
        }
        list.push({ source: programme, startsAt, endsAt });
      },
      options.maxBytes ?? LIVE_EDITING_LIMITS.xmltvBytes,
    );

    const plans = [...byChannel].map(([channelId, list]) => ({
      channelId,
      rows: this.schedule(channelId, list, skipped),
    }));
    const xmltvIdOf = new Map([...channels].map(([xmltvId, id]) => [id, xmltvId]));

    const imported = await inTransaction(this.db, async (trx) => {
      let replaced = 0;
      const rows: ProgrammeRow[] = [];
      for (const plan of plans) {
        if (plan.rows.length === 0) continue;
        const from = plan.rows[0]!.starts_at;
        // Sorted and without overlaps: the last programme ends last.
        const to = plan.rows.at(-1)!.ends_at;
        const removed = await epgRepository.deleteOverlapping(trx, plan.channelId, from, to);
        replaced += removed.length;
        const assets = new Map(
          removed
            .filter((row) => row.media_asset_id)
            .map((row) => [`${new Date(row.starts_at).getTime()}|${row.title}`, row.media_asset_id]),
        );
        for (const row of plan.rows) {
          row.media_asset_id = assets.get(`${row.starts_at.getTime()}|${row.title}`) ?? null;
          rows.push(row);
        }
      }
      await epgRepository.insertAll(trx, rows);
      const report: XmltvImportReport = {
        channels: plans
          .filter((plan) => plan.rows.length > 0)
          .map((plan) => ({
            id: plan.channelId,
            xmltv_id: xmltvIdOf.get(plan.channelId) ?? '',
            imported: plan.rows.length,
          })),
        imported: rows.length,
        replaced,
        skipped: skipped.total,
        reasons: skipped.list(),
        seconds: Math.round(this.clock() - started) / 1000,
      };
      await options.onImported?.(trx, report);
      return report;
    });
    await this.changed();
    return imported;
  }

  /** One channel's programmes by start: a missing stop is the next start; an overlapping one is skipped. */
  private schedule(channelId: number, list: Timed[], skipped: SkipReport): ProgrammeRow[] {
    list.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    const rows: ProgrammeRow[] = [];
    let lastEnd = Number.NEGATIVE_INFINITY;
    for (const [index, entry] of list.entries()) {
      const next = list[index + 1];
      const endsAt = entry.endsAt ?? (next && next.startsAt > entry.startsAt ? next.startsAt : undefined);
      if (!endsAt) {
        skipped.skip('malformed_time', entry.source);
        continue;
      }
      if (entry.startsAt.getTime() < lastEnd) {
        skipped.skip('overlapping_programme', entry.source);
        continue;
      }
      lastEnd = endsAt.getTime();
      rows.push({
        channel_id: channelId,
        title: entry.source.title!.slice(0, 500),
        title_pt: entry.source.titlePt?.slice(0, 500) ?? null,
        description: (entry.source.description ?? '').slice(0, 5000),
        description_pt: entry.source.descriptionPt?.slice(0, 5000) ?? null,
        starts_at: entry.startsAt,
        ends_at: endsAt,
        media_asset_id: null,
      });
    }
    return rows;
  }
}
