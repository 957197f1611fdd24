import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Kysely's view of the tables created by the migrations in ./migrations. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Numeric = ColumnType<string, number | string, number | string>;
type Json = ColumnType<unknown, string, string>;

export interface SubscribersTable {
  id: Generated<string>;
  uid: string;
  kind: 'glo' | 'email';
  username: string;
  msisdn: string | null;
  email: string | null;
  /** When an OTP sent to `email` was validated; until then the address is contact data only. */
  email_verified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  other_names: string | null;
  gender: 'male' | 'female' | 'other' | null;
  date_of_birth: ColumnType<Date | null, string | null | undefined, string | null>;
  phone_number: string | null;
  phone_number2: string | null;
  address: string | null;
  location: string | null;
  country: Generated<string>;
  external_uid: string | null;
  status: Generated<'Active' | 'Suspended' | 'Closed'>;
  type: Generated<'PREPAID' | 'POSTPAID'>;
  language: Generated<'gb' | 'pt'>;
  preferred_quality: Generated<'data_saver' | 'standard' | 'high' | 'higher' | 'best' | 'auto'>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface DevicesTable {
  id: Generated<string>;
  subscriber_id: string;
  device_uid: string;
  class: 'desktop' | 'mobile' | 'tablet' | 'tv';
  platform: string | null;
  os: string | null;
  browser_name: string | null;
  browser_version: string | null;
  name: string | null;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<string>;
  subscriber_id: string;
  device_id: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  revoked_reason: 'logout' | 'refresh_token_reuse' | 'password_changed' | 'expired' | null;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  session_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface SignInTicketsTable {
  id: Generated<string>;
  subscriber_id: string;
  ticket_hash: string;
  expires_at: Timestamp;
  redeemed_at: Timestamp | null;
  created_at: CreatedAt;
}

/** A valid reset OTP's grant to set a new password: short-lived, spent once, stored as its SHA-256. */
export interface PasswordResetGrantsTable {
  id: Generated<string>;
  subscriber_id: string;
  grant_hash: string;
  expires_at: Timestamp;
  spent_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface OtpChallengesTable {
  id: Generated<string>;
  destination: string;
  channel: 'sms' | 'email';
  purpose: 'signup' | 'reset' | 'login';
  flow: 'subscriber' | 'billing';
  /** The client address that asked for the code; null for codes sent before it was kept. */
  requester: string | null;
  code_hash: string;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  sends: Generated<number>;
  expires_at: Timestamp;
  next_resend_at: Timestamp;
  validated_at: Timestamp | null;
  consumed_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface ImagesTable {
  id: string;
  kind: 'poster' | 'logo' | 'banner' | 'still' | 'backdrop';
  path: string;
  width: number;
  height: number;
  mime: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/avif';
  /** A `data:` URI of a tiny blurred copy; null until computed. */
  placeholder: string | null;
  created_at: CreatedAt;
}

export interface PackagesTable {
  id: Generated<number>;
  uid: string;
  /** English (gb) name and description; `title_pt`, `description_pt` the Portuguese. */
  title: string;
  description: string;
  audience: 'glo' | 'card';
  /** The price; the shown form ('₦150') is made from it when read. */
  price_kobo: number;
  validity_days: number;
  data_allowance_mb: number | null;
  rate_code: string | null;
  plan_code: string;
  charge_group_code: string | null;
  includes_movies: boolean;
  includes_channels: boolean;
  position: number;
  active: Generated<boolean>;
  title_pt: string;
  description_pt: string;
  updated_at: Timestamp;
}

export interface PurchasesTable {
  id: Generated<string>;
  reference: string;
  subscriber_id: string;
  package_id: number;
  medium: 'web' | 'fweb';
  bill: boolean;
  subscription_type: Generated<'one-off'>;
  amount_kobo: number;
  currency: Generated<'NGN'>;
  status: Generated<'pending' | 'paid' | 'active' | 'failed' | 'abandoned' | 'activation_failed'>;
  failure_reason: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  activated_at: Timestamp | null;
  idempotency_key: string | null;
  customer: ColumnType<unknown, string | null | undefined, string | null>;
  checks: Generated<number>;
  next_check_at: Timestamp | null;
  /** What was sold, copied from the package when the purchase was opened (the price is `amount_kobo`). */
  package_title: string;
  package_title_pt: string;
  validity_days: number;
  plan_code: string;
  rate_code: string | null;
  charge_group_code: string | null;
  data_allowance_mb: number | null;
  includes_movies: boolean;
  includes_channels: boolean;
  /** A goodwill grant by support (0015): the staff member and the reason; such a purchase costs ₦0. */
  goodwill_by: string | null;
  goodwill_reason: string | null;
}

export interface PaymentsTable {
  id: Generated<string>;
  purchase_id: string;
  provider: 'airtime' | 'card';
  provider_reference: string;
  /** pending: not sent yet; sent: asked, no answer yet; unknown: the answer was lost. */
  status: 'pending' | 'sent' | 'successful' | 'failed' | 'unknown';
  amount_kobo: number;
  currency: string;
  details: ColumnType<unknown, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** What happened to a purchase, for support: append-only. */
export interface PurchaseEventsTable {
  id: Generated<string>;
  purchase_id: string | null;
  subscriber_id: string | null;
  kind: string;
  details: Json;
  created_at: CreatedAt;
}

export interface UserPackagesTable {
  id: Generated<string>;
  subscriber_id: string;
  package_id: number;
  purchase_id: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  created_at: CreatedAt;
}

export interface ChannelCategoriesTable {
  id: Generated<number>;
  uid: string;
  /** The English name. */
  name: string;
  /** Defaults to the English name when inserted without. */
  name_pt: ColumnType<string, string | undefined, string>;
  position: number;
}

export interface ChannelsTable {
  id: Generated<number>;
  uid: string;
  category_id: number;
  position: number;
  name: string;
  short_name: string;
  description: Generated<string>;
  logo_card_image_id: string | null;
  logo_normal_image_id: string | null;
  free_to_air: Generated<boolean>;
  source_kind: 'schedule' | 'relay';
  source_url: string | null;
  /** The id XMLTV guides name the channel by; defaults to the uid when inserted without. */
  xmltv_id: ColumnType<string, string | undefined, string>;
  /** A disabled channel is hidden from subscribers. */
  enabled: Generated<boolean>;
  /** When its history begins: live playlists count discontinuities from here (migration 0014). */
  airs_since: Generated<Date>;
  /** Subscribers may play its programmes of the last 24 hours again (schedule channels; migration 0023). */
  allows_catch_up: Generated<boolean>;
}

export interface ChannelPackagesTable {
  channel_id: number;
  package_id: number;
}

export interface VodCategoriesTable {
  id: Generated<number>;
  uid: string;
  name: string;
  position: number;
  mobile_only: Generated<boolean>;
  /** The Portuguese name; null shows `name`. */
  name_pt: string | null;
  /** How the carousel is filled: the editor's order, the newest published titles, or the best rated. */
  rule: Generated<'manual' | 'newest' | 'top_rated'>;
  /** At most this many titles in a computed carousel. */
  size_limit: number | null;
  /** Where the dashboard shows the carousel (1 first); null: not on the dashboard. */
  dashboard_position: number | null;
}

export interface MoviesTable {
  id: Generated<number>;
  uid: string;
  title: string;
  description: string;
  cast_list: string;
  director: string;
  country: string;
  release_year: number | null;
  duration_minutes: number;
  rating: Numeric | null;
  image_id: string | null;
  backdrop_image_id: string | null;
  position: Generated<number>;
  added_at: Timestamp;
  /** Portuguese texts; null shows the English ones. */
  title_pt: string | null;
  description_pt: string | null;
  /** Null: a draft, invisible to subscribers. Rows inserted without it are published. */
  published_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  deleted_at: Timestamp | null;
}

export interface MoviePackagesTable {
  movie_id: number;
  package_id: number;
}

export interface SeriesTable {
  id: Generated<number>;
  uid: string;
  title: string;
  description: string;
  cast_list: string;
  director: string;
  country: string;
  rating: Numeric | null;
  image_id: string | null;
  position: Generated<number>;
  added_at: Timestamp;
  /** Portuguese texts; null shows the English ones. */
  title_pt: string | null;
  description_pt: string | null;
  /** Null: a draft, invisible to subscribers. Rows inserted without it are published. */
  published_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  deleted_at: Timestamp | null;
}

export interface SeriesPackagesTable {
  series_id: number;
  package_id: number;
}

export interface SeasonsTable {
  id: Generated<number>;
  series_id: number;
  number: number;
  title: string;
  title_pt: string | null;
}

export interface EpisodesTable {
  id: Generated<number>;
  uid: string;
  season_id: number;
  number: number;
  title: string;
  description: Generated<string>;
  duration_minutes: number;
  image_id: string | null;
  /** Portuguese texts; null shows the English ones. */
  title_pt: string | null;
  description_pt: string | null;
  /** Null: a draft, invisible to subscribers. Rows inserted without it are published. */
  published_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  deleted_at: Timestamp | null;
}

export interface VodCategoryItemsTable {
  category_id: number;
  movie_id: number | null;
  series_id: number | null;
  position: number;
}

export interface BannersTable {
  id: Generated<number>;
  type: 'LIVE' | 'VOD';
  vod_type: 'SERIES' | 'MOVIE' | null;
  link: string;
  title: string;
  content_id: number;
  banner_image_id: string;
  position: number;
  /** Shown to this language only; null: to every language. */
  language: 'gb' | 'pt' | null;
  /** Shown from and until these times; null: no bound. */
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
}

export type MediaQuality = 'data_saver' | 'standard' | 'high' | 'higher' | 'best';
export type VideoCodec = 'h264' | 'av1';
export type MediaOwnerKind = 'movie' | 'trailer' | 'episode' | 'channel_filler' | 'demo';

export interface MediaAssetsTable {
  id: Generated<string>;
  status: Generated<'processing' | 'ready' | 'failed'>;
  folder: string;
  duration_seconds: Numeric | null;
  source_checksum: string | null;
  created_at: CreatedAt;
}

/** Which asset plays for a title: one per owner, and one asset may serve many owners. */
export interface MediaAssetLinksTable {
  owner_kind: MediaOwnerKind;
  owner_id: number;
  asset_id: string;
  linked_at: Timestamp;
}

export interface RenditionsTable {
  id: Generated<number>;
  asset_id: string;
  quality: MediaQuality;
  /** Which codec's ladder the rendition belongs to (0026). */
  video_codec: Generated<VideoCodec>;
  width: number;
  height: number;
  bandwidth: number;
  average_bandwidth: number | null;
  frame_rate: Numeric | null;
  codecs: string;
  playlist_path: string;
}

export interface EpgProgrammesTable {
  id: Generated<string>;
  channel_id: number;
  title: string;
  description: Generated<string>;
  starts_at: Timestamp;
  ends_at: Timestamp;
  media_asset_id: string | null;
  title_pt: ColumnType<string | null, string | null | undefined, string | null>;
  description_pt: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UsageLogsTable {
  id: Generated<string>;
  subscriber_uid: string;
  device_id: string | null;
  device_type: string | null;
  device_name: string | null;
  platform: string | null;
  action: string;
  content_uid: string | null;
  content_type: string | null;
  content_name: string | null;
  content_details: string | null;
  distributor_id: string | null;
  duration: number | null;
  medium: string | null;
  operator_id: string;
  created_at: CreatedAt;
}

/** Streaming minutes per Lagos day and title (movie, episode) or channel (0017), written with the logs. */
export interface UsageMinutesDailyTable {
  day: ColumnType<string, string, string>;
  kind: 'title' | 'channel';
  content_uid: string;
  content_name: string;
  minutes: ColumnType<string, number, number>;
}

/** Streaming minutes per Monday-to-Sunday Lagos week (`week` is the Monday) and title or channel. */
export interface UsageMinutesWeeklyTable {
  week: ColumnType<string, string, string>;
  kind: 'title' | 'channel';
  content_uid: string;
  minutes: ColumnType<string, number, number>;
}

/** The last name the player sent for a title or channel. */
export interface UsageContentNamesTable {
  kind: 'title' | 'channel';
  content_uid: string;
  content_name: string;
}

/** Streaming minutes per Lagos day and kind: the streaming chart. */
export interface UsageMinutesDayTotalsTable {
  day: ColumnType<string, string, string>;
  kind: 'title' | 'channel';
  minutes: ColumnType<string, number, number>;
}

/** Sold purchases and revenue per Lagos day, package and method, kept by triggers (migration 0019). */
export interface SalesDailyTable {
  day: ColumnType<string, string, string>;
  package_id: number;
  method: 'airtime' | 'card' | 'goodwill' | 'none';
  purchases: number;
  revenue_kobo: ColumnType<string, number, number>;
  package_title: string;
  package_title_pt: string;
}

/** One searchable text of a movie, series, episode or channel, or one person of a cast or director field (0020). */
export interface SearchDocumentsTable {
  id: ColumnType<string, never, never>;
  kind: 'movie' | 'series' | 'episode' | 'channel' | 'person';
  movie_id: number | null;
  series_id: number | null;
  episode_id: number | null;
  channel_id: number | null;
  role: 'cast' | 'director' | null;
  text: string;
  /** `search_fold(text)`: lower-cased, without accents; the trigram index's column. */
  folded: ColumnType<string, never, never>;
}

export interface MessagesTable {
  id: Generated<string>;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string | null;
  status: Generated<'sent' | 'failed'>;
  provider_message_id: string | null;
  error: string | null;
  created_at: CreatedAt;
}

export interface BillingOutboxTable {
  id: Generated<string>;
  operation: 'CreateCustomer' | 'SelfcareResetPassword' | 'ChangePassword';
  subscriber_id: string | null;
  payload: Json;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  delivered_at: Timestamp | null;
  last_error: string | null;
  created_at: CreatedAt;
}

export type StaffRole = 'admin' | 'editor' | 'support' | 'analyst';

/** The operator's staff, who sign in to the console (0009). Never deleted: disabled instead. */
export interface StaffTable {
  id: Generated<string>;
  email: string;
  role: StaffRole;
  status: Generated<'invited' | 'active' | 'disabled'>;
  password_hash: string | null;
  /** AES-256-GCM under a key derived from the token signing secret; never answered. */
  totp_secret_enc: string | null;
  /** The last TOTP time step accepted: a code is good once. */
  totp_last_step: ColumnType<string, number | string | undefined, number | string>;
  failed_sign_ins: Generated<number>;
  locked_until: Timestamp | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface StaffSetupTokensTable {
  id: Generated<string>;
  staff_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_by: string | null;
  created_at: CreatedAt;
}

export interface StaffSignInChallengesTable {
  id: Generated<string>;
  staff_id: string;
  token_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface StaffSessionsTable {
  id: Generated<string>;
  staff_id: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  revoked_reason: 'logout' | 'refresh_token_reuse' | 'disabled' | 'role_changed' | 'reset' | null;
}

export interface StaffRefreshTokensTable {
  id: Generated<string>;
  session_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** Append-only: the database refuses UPDATE, DELETE and TRUNCATE. */
export interface StaffAuditLogTable {
  id: ColumnType<string, never, never>;
  at: CreatedAt;
  staff_id: string | null;
  staff_email: string;
  staff_role: string;
  action: string;
  target_kind: string;
  target_id: string;
  before: Json | null;
  after: Json | null;
}

/** A setting an admin saved (0025); a key without a row has the environment's default. */
export interface OperatorSettingsTable {
  key: string;
  value: Json;
  changed_by: string | null;
  changed_by_email: string;
  changed_at: ColumnType<Date, Date | undefined, Date>;
}

/** Which process runs which queued job, and when it last said it was alive (0012). */
export interface JobLeasesTable {
  job_id: string;
  queue: string;
  worker_id: string;
  beat_at: Timestamp;
}

export type MediaEncodeStatus = 'queued' | 'running' | 'ready' | 'failed' | 'cancelled';

/** One uploaded source and its encode into the ladder (0012). */
export interface MediaEncodesTable {
  id: Generated<string>;
  upload_id: string;
  file_name: string;
  size_bytes: ColumnType<string, number | string, number | string>;
  status: Generated<MediaEncodeStatus>;
  cancel_requested: Generated<boolean>;
  percent: ColumnType<string, number | string | undefined, number | string>;
  speed: Numeric | null;
  duration_seconds: Numeric | null;
  error: string | null;
  asset_id: string | null;
  job_id: string | null;
  attempts: Generated<number>;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
}

/** A subscriber's place in a movie or an episode (exactly one of the two). */
export interface WatchPositionsTable {
  subscriber_id: string;
  movie_id: number | null;
  episode_id: number | null;
  position_seconds: number;
  duration_seconds: number;
  updated_at: Timestamp;
}

/** A movie or a series (exactly one of the two) a subscriber keeps in My List. */
export interface MyListTable {
  subscriber_id: string;
  movie_id: number | null;
  series_id: number | null;
  added_at: Timestamp;
}

export interface Database {
  messages: MessagesTable;
  billing_outbox: BillingOutboxTable;
  subscribers: SubscribersTable;
  devices: DevicesTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  sign_in_tickets: SignInTicketsTable;
  password_reset_grants: PasswordResetGrantsTable;
  otp_challenges: OtpChallengesTable;
  images: ImagesTable;
  packages: PackagesTable;
  purchases: PurchasesTable;
  payments: PaymentsTable;
  purchase_events: PurchaseEventsTable;
  user_packages: UserPackagesTable;
  channel_categories: ChannelCategoriesTable;
  channels: ChannelsTable;
  channel_packages: ChannelPackagesTable;
  vod_categories: VodCategoriesTable;
  movies: MoviesTable;
  movie_packages: MoviePackagesTable;
  series: SeriesTable;
  series_packages: SeriesPackagesTable;
  seasons: SeasonsTable;
  episodes: EpisodesTable;
  vod_category_items: VodCategoryItemsTable;
  banners: BannersTable;
  media_assets: MediaAssetsTable;
  media_asset_links: MediaAssetLinksTable;
  renditions: RenditionsTable;
  epg_programmes: EpgProgrammesTable;
  usage_logs: UsageLogsTable;
  usage_minutes_daily: UsageMinutesDailyTable;
  usage_minutes_weekly: UsageMinutesWeeklyTable;
  usage_content_names: UsageContentNamesTable;
  usage_minutes_day_totals: UsageMinutesDayTotalsTable;
  sales_daily: SalesDailyTable;
  search_documents: SearchDocumentsTable;
  staff: StaffTable;
  staff_setup_tokens: StaffSetupTokensTable;
  staff_sign_in_challenges: StaffSignInChallengesTable;
  staff_sessions: StaffSessionsTable;
  staff_refresh_tokens: StaffRefreshTokensTable;
  staff_audit_log: StaffAuditLogTable;
  job_leases: JobLeasesTable;
  media_encodes: MediaEncodesTable;
  watch_positions: WatchPositionsTable;
  my_list: MyListTable;
  operator_settings: OperatorSettingsTable;
  data_use_days: DataUseDaysTable;
  data_use_viewings: DataUseViewingsTable;
}

export type Subscriber = Selectable<SubscribersTable>;
export type NewSubscriber = Insertable<SubscribersTable>;
export type PackageRow = Selectable<PackagesTable>;

/** Bytes sent to a subscriber on one day (Lagos time), as the media servers counted them (0027). */
export interface DataUseDaysTable {
  subscriber_id: string;
  /** `YYYY-MM-DD`. */
  day: ColumnType<string, string, string>;
  bytes: ColumnType<string, number | string, number | string>;
}

/** Bytes sent under one viewing's addresses (0027). */
export interface DataUseViewingsTable {
  subscriber_id: string;
  viewing_id: string;
  bytes: ColumnType<string, number | string, number | string>;
  first_at: Generated<Date>;
  last_at: Timestamp;
}
