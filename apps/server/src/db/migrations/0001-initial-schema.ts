import { type Kysely, sql } from 'kysely';

/**
 * The whole data model of the portal. Identifiers that clients see (`uid`) are separate from primary keys so
 * that the spec's numeric ids and string uids can both be served. Constraints keep the data whole even if a
 * bug in a service tries otherwise.
 */
const statements = [
  `create table subscribers (
    id bigint generated always as identity primary key,
    uid text not null unique,
    kind text not null check (kind in ('glo', 'email')),
    username text not null unique check (length(username) between 3 and 254),
    msisdn text unique check (msisdn ~ '^\\+234[0-9]{10}$'),
    email text check (email is null or (length(email) between 3 and 254 and position('@' in email) > 1)),
    password_hash text,
    first_name text not null,
    last_name text not null,
    other_names text,
    gender text check (gender in ('male', 'female', 'other')),
    date_of_birth date,
    phone_number text,
    phone_number2 text,
    address text,
    location text,
    country text not null default 'Nigeria',
    external_uid text unique,
    status text not null default 'Active' check (status in ('Active', 'Suspended', 'Closed')),
    type text not null default 'PREPAID' check (type in ('PREPAID', 'POSTPAID')),
    language text not null default 'gb' check (language in ('gb', 'pt')),
    preferred_quality text not null default 'auto'
      check (preferred_quality in ('data_saver', 'standard', 'high', 'higher', 'best', 'auto')),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check ((kind = 'glo' and msisdn is not null and username = 'g' || substr(msisdn, 5))
        or (kind = 'email' and email is not null and password_hash is not null))
  )`,
  `create unique index subscribers_email_key on subscribers (lower(email))`,

  `create table devices (
    id bigint generated always as identity primary key,
    subscriber_id bigint not null references subscribers (id) on delete cascade,
    device_uid text not null check (length(device_uid) between 1 and 128),
    class text not null check (class in ('desktop', 'mobile', 'tablet', 'tv')),
    platform text,
    os text,
    browser_name text,
    browser_version text,
    name text,
    created_at timestamptz not null default now(),
    last_seen_at timestamptz not null default now(),
    unique (subscriber_id, device_uid)
  )`,

  `create table sessions (
    id uuid primary key default gen_random_uuid(),
    subscriber_id bigint not null references subscribers (id) on delete cascade,
    device_id bigint references devices (id) on delete set null,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    revoked_at timestamptz,
    revoked_reason text check (revoked_reason in ('logout', 'refresh_token_reuse', 'password_changed', 'expired')),
    check (expires_at > created_at)
  )`,
  `create index sessions_subscriber_idx on sessions (subscriber_id)`,

  `create table refresh_tokens (
    id uuid primary key default gen_random_uuid(),
    session_id uuid not null references sessions (id) on delete cascade,
    token_hash text not null unique,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    used_at timestamptz,
    check (expires_at > created_at)
  )`,
  `create index refresh_tokens_session_idx on refresh_tokens (session_id)`,

  `create table sign_in_tickets (
    id uuid primary key default gen_random_uuid(),
    subscriber_id bigint not null references subscribers (id) on delete cascade,
    ticket_hash text not null unique,
    expires_at timestamptz not null,
    redeemed_at timestamptz,
    created_at timestamptz not null default now()
  )`,

  `create table otp_challenges (
    id uuid primary key default gen_random_uuid(),
    destination text not null check (length(destination) between 3 and 254),
    channel text not null check (channel in ('sms', 'email')),
    purpose text not null check (purpose in ('signup', 'reset', 'login')),
    flow text not null check (flow in ('subscriber', 'billing')),
    code_hash text not null,
    attempts integer not null default 0 check (attempts >= 0),
    max_attempts integer not null default 5 check (max_attempts > 0),
    sends integer not null default 1 check (sends >= 1),
    expires_at timestamptz not null,
    next_resend_at timestamptz not null,
    validated_at timestamptz,
    consumed_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  `create index otp_challenges_destination_idx on otp_challenges (destination, purpose, created_at desc)`,

  `create table images (
    id text primary key check (id ~ '^[a-z0-9_-]{3,64}$'),
    kind text not null check (kind in ('poster', 'logo', 'banner', 'still', 'backdrop')),
    path text not null unique,
    width integer not null check (width > 0),
    height integer not null check (height > 0),
    mime text not null check (mime in ('image/png', 'image/jpeg', 'image/webp', 'image/avif')),
    created_at timestamptz not null default now()
  )`,

  `create table packages (
    id integer generated by default as identity primary key,
    uid text not null unique,
    title text not null,
    description text not null,
    audience text not null check (audience in ('glo', 'card')),
    price_kobo integer not null check (price_kobo > 0),
    price_display text not null check (price_display like '₦%'),
    validity_days integer not null check (validity_days > 0),
    data_allowance_mb integer check (data_allowance_mb > 0),
    rate_code text,
    plan_code text not null,
    charge_group_code text,
    includes_movies boolean not null,
    includes_channels boolean not null,
    position integer not null,
    active boolean not null default true,
    unique (audience, plan_code),
    check (audience = 'card' or (data_allowance_mb is not null and rate_code is not null))
  )`,

  `create table purchases (
    id uuid primary key default gen_random_uuid(),
    reference text not null unique,
    subscriber_id bigint not null references subscribers (id),
    package_id integer not null references packages (id),
    medium text not null check (medium in ('web', 'fweb')),
    bill boolean not null,
    subscription_type text not null default 'one-off' check (subscription_type = 'one-off'),
    amount_kobo integer not null check (amount_kobo > 0),
    currency text not null default 'NGN' check (currency = 'NGN'),
    status text not null default 'pending'
      check (status in ('pending', 'paid', 'active', 'failed', 'abandoned', 'activation_failed')),
    failure_reason text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    activated_at timestamptz,
    check ((medium = 'web') = bill),
    check ((status = 'active') = (activated_at is not null))
  )`,
  `create index purchases_subscriber_idx on purchases (subscriber_id, created_at desc)`,
  `create index purchases_unfinished_idx on purchases (status) where status in ('pending', 'paid')`,

  `create table payments (
    id uuid primary key default gen_random_uuid(),
    purchase_id uuid not null references purchases (id),
    provider text not null check (provider in ('airtime', 'card')),
    provider_reference text not null,
    status text not null check (status in ('pending', 'successful', 'failed', 'unknown')),
    amount_kobo integer not null check (amount_kobo >= 0),
    currency text not null,
    details jsonb not null default '{}'::jsonb,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (provider, provider_reference)
  )`,

  `create table user_packages (
    id uuid primary key default gen_random_uuid(),
    subscriber_id bigint not null references subscribers (id) on delete cascade,
    package_id integer not null references packages (id),
    purchase_id uuid not null unique references purchases (id),
    starts_at timestamptz not null,
    ends_at timestamptz not null,
    created_at timestamptz not null default now(),
    check (ends_at > starts_at)
  )`,
  `create index user_packages_active_idx on user_packages (subscriber_id, ends_at)`,

  `create table channel_categories (
    id integer generated by default as identity primary key,
    uid text not null unique,
    name text not null unique,
    position integer not null
  )`,

  `create table channels (
    id integer generated by default as identity primary key,
    uid text not null unique,
    category_id integer not null references channel_categories (id),
    position integer not null,
    name text not null,
    short_name text not null,
    description text not null default '',
    logo_card_image_id text references images (id),
    logo_normal_image_id text references images (id),
    free_to_air boolean not null default false,
    source_kind text not null check (source_kind in ('schedule', 'relay')),
    source_url text,
    check ((source_kind = 'relay') = (source_url is not null))
  )`,

  `create table channel_packages (
    channel_id integer not null references channels (id) on delete cascade,
    package_id integer not null references packages (id) on delete cascade,
    primary key (channel_id, package_id)
  )`,

  `create table vod_categories (
    id integer generated by default as identity primary key,
    uid text not null unique,
    name text not null unique,
    position integer not null,
    mobile_only boolean not null default false
  )`,

  `create table movies (
    id integer generated by default as identity primary key,
    uid text not null unique,
    title text not null,
    description text not null,
    cast_list text not null,
    director text not null,
    country text not null,
    release_year integer check (release_year between 1900 and 2100),
    duration_minutes integer not null check (duration_minutes > 0),
    rating numeric(3, 1) check (rating between 0 and 10),
    image_id text references images (id),
    backdrop_image_id text references images (id),
    position integer not null default 0,
    added_at timestamptz not null default now()
  )`,

  `create table movie_packages (
    movie_id integer not null references movies (id) on delete cascade,
    package_id integer not null references packages (id) on delete cascade,
    primary key (movie_id, package_id)
  )`,

  `create table series (
    id integer generated by default as identity primary key,
    uid text not null unique,
    title text not null,
    description text not null,
    cast_list text not null,
    director text not null,
    country text not null,
    rating numeric(3, 1) check (rating between 0 and 10),
    image_id text references images (id),
    position integer not null default 0,
    added_at timestamptz not null default now()
  )`,

  `create table series_packages (
    series_id integer not null references series (id) on delete cascade,
    package_id integer not null references packages (id) on delete cascade,
    primary key (series_id, package_id)
  )`,

  `create table seasons (
    id integer generated by default as identity primary key,
    series_id integer not null references series (id) on delete cascade,
    number integer not null check (number > 0),
    title text not null,
    unique (series_id, number)
  )`,

  `create table episodes (
    id integer generated by default as identity primary key,
    uid text not null unique,
    season_id integer not null references seasons (id) on delete cascade,
    number integer not null check (number > 0),
    title text not null,
    description text not null default '',
    duration_minutes integer not null check (duration_minutes > 0),
    image_id text references images (id),
    unique (season_id, number)
  )`,

  `create table vod_category_items (
    category_id integer not null references vod_categories (id) on delete cascade,
    movie_id integer references movies (id) on delete cascade,
    series_id integer references series (id) on delete cascade,
    position integer not null,
    check ((movie_id is null) <> (series_id is null))
  )`,
  `create unique index vod_category_items_movie_key on vod_category_items (category_id, movie_id) where movie_id is not null`,
  `create unique index vod_category_items_series_key on vod_category_items (category_id, series_id) where series_id is not null`,

  `create table banners (
    id integer generated by default as identity primary key,
    type text not null check (type in ('LIVE', 'VOD')),
    vod_type text check (vod_type in ('SERIES', 'MOVIE')),
    link text not null,
    title text not null,
    content_id integer not null,
    banner_image_id text not null references images (id),
    position integer not null,
    check ((type = 'VOD') = (vod_type is not null))
  )`,

  `create table media_assets (
    id uuid primary key default gen_random_uuid(),
    owner_kind text not null check (owner_kind in ('movie', 'trailer', 'episode', 'channel_filler', 'demo')),
    owner_id integer not null,
    status text not null default 'processing' check (status in ('processing', 'ready', 'failed')),
    folder text not null unique,
    duration_seconds numeric(10, 3) check (duration_seconds > 0),
    source_checksum text,
    created_at timestamptz not null default now(),
    unique (owner_kind, owner_id)
  )`,

  `create table renditions (
    id integer generated by default as identity primary key,
    asset_id uuid not null references media_assets (id) on delete cascade,
    quality text not null check (quality in ('data_saver', 'standard', 'high', 'higher', 'best')),
    width integer not null check (width > 0),
    height integer not null check (height > 0),
    bandwidth integer not null check (bandwidth > 0),
    codecs text not null,
    playlist_path text not null,
    unique (asset_id, quality)
  )`,

  `create table epg_programmes (
    id bigint generated always as identity primary key,
    channel_id integer not null references channels (id) on delete cascade,
    title text not null,
    description text not null default '',
    starts_at timestamptz not null,
    ends_at timestamptz not null,
    media_asset_id uuid references media_assets (id),
    check (ends_at > starts_at),
    unique (channel_id, starts_at)
  )`,

  `create table usage_logs (
    id bigint generated always as identity primary key,
    subscriber_uid text not null,
    device_id text,
    device_type text,
    device_name text,
    platform text,
    action text not null,
    content_uid text,
    content_type text,
    content_name text,
    content_details text,
    distributor_id text,
    duration integer check (duration >= 0),
    medium text,
    operator_id text not null,
    created_at timestamptz not null default now()
  )`,
  `create index usage_logs_subscriber_idx on usage_logs (subscriber_uid, created_at desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'usage_logs',
    'epg_programmes',
    'renditions',
    'media_assets',
    'banners',
    'vod_category_items',
    'episodes',
    'seasons',
    'series_packages',
    'series',
    'movie_packages',
    'movies',
    'vod_categories',
    'channel_packages',
    'channels',
    'channel_categories',
    'user_packages',
    'payments',
    'purchases',
    'packages',
    'images',
    'otp_challenges',
    'sign_in_tickets',
    'refresh_tokens',
    'sessions',
    'devices',
    'subscribers',
  ];
  for (const table of tables) await sql.raw(`drop table if exists ${table}`).execute(db);
}
