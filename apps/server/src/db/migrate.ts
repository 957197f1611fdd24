import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import * as initialSchema from './migrations/0001-initial-schema.ts';
import * as messagingAndBillingOutbox from './migrations/0002-messaging-and-billing-outbox.ts';
import * as mediaAssetLinks from './migrations/0003-media-asset-links.ts';
import * as purchaseLifecycle from './migrations/0004-purchase-lifecycle.ts';
import * as provenEmail from './migrations/0005-proven-email.ts';
import * as otpRequester from './migrations/0006-otp-requester.ts';
import * as passwordResetGrants from './migrations/0007-password-reset-grants.ts';
import * as imagePlaceholders from './migrations/0008-image-placeholders.ts';
import * as staff from './migrations/0009-staff.ts';
import * as packageRows from './migrations/0010-package-rows.ts';
import * as editableCatalog from './migrations/0011-editable-catalog.ts';
import * as uploadsAndJobs from './migrations/0012-uploads-and-jobs.ts';
import * as liveTvEditing from './migrations/0013-live-tv-editing.ts';
import * as channelAirsSince from './migrations/0014-channel-airs-since.ts';
import * as goodwillGrants from './migrations/0015-goodwill-grants.ts';
import * as supportPurchaseIndexes from './migrations/0016-support-purchase-indexes.ts';
import * as supportSubscribers from './migrations/0017-support-subscribers.ts';
import * as reports from './migrations/0018-reports.ts';
import * as reportRollups from './migrations/0019-report-rollups.ts';
import * as search from './migrations/0020-search.ts';
import * as watching from './migrations/0021-watching.ts';
import * as catchUp from './migrations/0023-catch-up.ts';
import * as operatorSettings from './migrations/0025-operator-settings.ts';
import * as renditionCodecs from './migrations/0026-rendition-codecs.ts';
import * as dataUse from './migrations/0027-data-use.ts';
import type { Database } from './schema.ts';

/** Migrations are imported, not read from disk, so they work the same from source, bundles and tests. */
export const migrations: Record<string, Migration> = {
  '0001-initial-schema': initialSchema,
  '0002-messaging-and-billing-outbox': messagingAndBillingOutbox,
  '0003-media-asset-links': mediaAssetLinks,
  '0004-purchase-lifecycle': purchaseLifecycle,
  '0005-proven-email': provenEmail,
  '0006-otp-requester': otpRequester,
  '0007-password-reset-grants': passwordResetGrants,
  '0008-image-placeholders': imagePlaceholders,
  '0009-staff': staff,
  '0010-package-rows': packageRows,
  '0011-editable-catalog': editableCatalog,
  '0012-uploads-and-jobs': uploadsAndJobs,
  '0013-live-tv-editing': liveTvEditing,
  '0014-channel-airs-since': channelAirsSince,
  '0015-goodwill-grants': goodwillGrants,
  '0016-support-purchase-indexes': supportPurchaseIndexes,
  '0017-support-subscribers': supportSubscribers,
  '0018-reports': reports,
  '0019-report-rollups': reportRollups,
  '0020-search': search,
  '0021-watching': watching,
  '0023-catch-up': catchUp,
  '0025-operator-settings': operatorSettings,
  '0026-rendition-codecs': renditionCodecs,
  '0027-data-use': dataUse,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // Kysely looks for its own tables in every schema unless told which one; name the schema we work in.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({ db, provider, migrationTableSchema: rows[0]?.schema ?? 'public' });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
