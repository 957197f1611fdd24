import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { seedPackages } from '../packages/packages.seed.ts';

/** A subscriber who signed up at `at`. */
export async function signedUpAt(app: FastifyInstance, kind: 'glo' | 'email', at: string): Promise<string> {
  const uid = randomUUID();
  const digits = String(Math.floor(Math.random() * 1e10)).padStart(10, '0');
  const glo = kind === 'glo';
  const { rows } = await sql<{ id: string }>`
    insert into subscribers (uid, kind, username, msisdn, email, password_hash, email_verified_at,
      first_name, last_name, created_at, updated_at)
    values (${uid}, ${kind}, ${glo ? `g${digits}` : `${uid}@example.com`}, ${glo ? `+234${digits}` : null},
      ${glo ? null : `${uid}@example.com`}, ${glo ? null : 'not-a-real-hash'},
      ${glo ? null : at}::timestamptz, 'Ada', 'Obi',
      ${at}::timestamptz, ${at}::timestamptz)
    returning id`.execute(app.db);
  return rows[0]!.id;
}

export interface PackageNames {
  id: number;
  title: string;
  title_pt: string;
}

/** Two of the packages the portal sells (seeded here). */
export async function twoPackages(app: FastifyInstance): Promise<[PackageNames, PackageNames]> {
  await seedPackages(app.db);
  const rows = await app.db
    .selectFrom('packages')
    .select(['id', 'title', 'title_pt'])
    .orderBy('position')
    .limit(2)
    .execute();
  return [rows[0]!, rows[1]!];
}

/**
 * A purchase opened at `at` with its payment by `method`, or a goodwill grant by `staffId` (no payment, ₦0).
 * The package's names are copied as a sale copies them, with `title` in place of the English one when given.
 */
export async function purchasedAt(
  app: FastifyInstance,
  options: {
    subscriberId: string;
    packageId: number;
    at: string;
    amountKobo: number;
    method: 'airtime' | 'card' | { goodwillBy: string };
    status?: 'active' | 'paid' | 'activation_failed' | 'failed' | 'pending';
    title?: string;
  },
): Promise<string> {
  const pkg = await app.db
    .selectFrom('packages')
    .selectAll()
    .where('id', '=', options.packageId)
    .executeTakeFirstOrThrow();
  const goodwill = typeof options.method === 'object' ? options.method : null;
  const status = options.status ?? 'active';
  const { rows } = await sql<{ id: string }>`
    insert into purchases (reference, subscriber_id, package_id, medium, bill, amount_kobo, status,
      package_title, package_title_pt, validity_days, plan_code, includes_movies, includes_channels,
      goodwill_by, goodwill_reason, activated_at, created_at, updated_at)
    values (${randomUUID()}, ${options.subscriberId}, ${pkg.id}, 'web', true, ${options.amountKobo},
      ${status}, ${options.title ?? pkg.title}, ${pkg.title_pt}, ${pkg.validity_days},
      ${pkg.plan_code}, ${pkg.includes_movies}, ${pkg.includes_channels}, ${goodwill?.goodwillBy ?? null},
      ${goodwill ? 'A long outage' : null},
      ${status === 'active' ? options.at : null}::timestamptz, ${options.at}::timestamptz, ${options.at}::timestamptz)
    returning id`.execute(app.db);
  const purchaseId = rows[0]!.id;
  if (typeof options.method === 'string') {
    await app.db
      .insertInto('payments')
      .values({
        purchase_id: purchaseId,
        provider: options.method,
        provider_reference: randomUUID(),
        status: 'successful',
        amount_kobo: options.amountKobo,
        currency: 'NGN',
        details: '{}',
      })
      .execute();
  }
  return purchaseId;
}

/** The subscriber holds the package from `from` until `until`. */
export async function holds(
  app: FastifyInstance,
  subscriberId: string,
  packageId: number,
  purchaseId: string,
  from: string,
  until: string,
): Promise<void> {
  await app.db
    .insertInto('user_packages')
    .values({
      subscriber_id: subscriberId,
      package_id: packageId,
      purchase_id: purchaseId,
      starts_at: from,
      ends_at: until,
    })
    .execute();
}
