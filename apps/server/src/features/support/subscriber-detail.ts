import type { SubscriberDetail } from '@glotv/contracts/console-support';
import type { Db } from '../../db/database.ts';
import { liveSessionsOf } from './subscriber-sessions.repository.ts';

const RECENT_PURCHASES = 50;
const RECENT_USAGE = 50;
const iso = (value: Date | string) => new Date(value).toISOString();

/** Everything support sees of one subscriber; undefined when there is no such subscriber. No secret is read. */
export async function subscriberDetail(db: Db, subscriberId: string, now: Date) {
  const profile = await db
    .selectFrom('subscribers')
    .select([
      'id',
      'uid',
      'kind',
      'username',
      'msisdn',
      'email',
      'email_verified_at',
      'first_name',
      'last_name',
      'status',
      'created_at',
      'phone_number',
      'language',
      'type',
      'country',
    ])
    .where('id', '=', subscriberId)
    .executeTakeFirst();
  if (!profile) return undefined;
  const [packages, purchases, sessions, usage] = await Promise.all([
    packagesOf(db, subscriberId, now),
    purchasesOf(db, subscriberId),
    liveSessionsOf(db, subscriberId, now),
    usageOf(db, profile.uid),
  ]);
  const { email_verified_at, ...shown } = profile;
  return {
    profile: { ...shown, created_at: iso(profile.created_at), email_verified: email_verified_at !== null },
    packages,
    purchases,
    sessions: sessions.map((session) => ({
      id: session.id,
      device: deviceDescription(session),
      device_class: session.class,
      created_at: iso(session.created_at),
      last_used_at: iso(latest([session.created_at, session.last_seen_at, session.last_refreshed_at])),
      expires_at: iso(session.expires_at),
    })),
    usage,
  } satisfies SubscriberDetail;
}

/** The packages that are active now or start later, soonest ending first. */
export async function packagesOf(db: Db, subscriberId: string, now: Date) {
  const rows = await db
    .selectFrom('user_packages')
    .innerJoin('purchases', 'purchases.id', 'user_packages.purchase_id')
    .select([
      'user_packages.id',
      'user_packages.package_id',
      'user_packages.purchase_id',
      'user_packages.starts_at',
      'user_packages.ends_at',
      'purchases.package_title',
      'purchases.package_title_pt',
      'purchases.goodwill_by',
    ])
    .where('user_packages.subscriber_id', '=', subscriberId)
    .where('user_packages.ends_at', '>', now)
    .orderBy('user_packages.ends_at', 'asc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    package_id: row.package_id,
    title: row.package_title,
    title_pt: row.package_title_pt,
    purchase_id: row.purchase_id,
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    goodwill: row.goodwill_by !== null,
  }));
}

/** The columns `purchaseView` shows. */
export const purchaseViewColumns = [
  'id',
  'reference',
  'package_title',
  'package_title_pt',
  'medium',
  'amount_kobo',
  'status',
  'created_at',
  'goodwill_by',
  'goodwill_reason',
] as const;

async function purchasesOf(db: Db, subscriberId: string) {
  const rows = await db
    .selectFrom('purchases')
    .select(purchaseViewColumns)
    .where('subscriber_id', '=', subscriberId)
    .orderBy('created_at', 'desc')
    .limit(RECENT_PURCHASES)
    .execute();
  return rows.map(purchaseView);
}

export function purchaseView(row: {
  id: string;
  reference: string;
  package_title: string;
  package_title_pt: string;
  medium: 'web' | 'fweb';
  amount_kobo: number;
  status: SubscriberDetail['purchases'][number]['status'];
  created_at: Date;
  goodwill_by: string | null;
  goodwill_reason: string | null;
}) {
  return {
    id: row.id,
    reference: row.reference,
    package_title: row.package_title,
    package_title_pt: row.package_title_pt,
    method: row.goodwill_by !== null ? 'goodwill' : row.medium === 'web' ? 'airtime' : 'card',
    amount_kobo: row.amount_kobo,
    status: row.status,
    created_at: iso(row.created_at),
    goodwill_reason: row.goodwill_reason,
  } as const;
}

async function usageOf(db: Db, subscriberUid: string) {
  const rows = await db
    .selectFrom('usage_logs')
    .select(['id', 'created_at', 'action', 'content_name', 'content_type', 'device_name', 'duration'])
    .where('subscriber_uid', '=', subscriberUid)
    .orderBy('created_at', 'desc')
    .limit(RECENT_USAGE)
    .execute();
  return rows.map(({ created_at, ...row }) => ({ ...row, id: String(row.id), at: iso(created_at) }));
}

function deviceDescription(device: {
  name: string | null;
  browser_name: string | null;
  browser_version: string | null;
  os: string | null;
  device_uid: string | null;
}): string {
  const browser = [device.browser_name, device.browser_version].filter(Boolean).join(' ');
  const parts = [device.name, browser, device.os].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : (device.device_uid ?? '—');
}

function latest(times: (Date | string | null)[]): Date {
  return new Date(Math.max(...times.filter((time) => time !== null).map((time) => new Date(time).getTime())));
}
