import { type Kysely, sql } from 'kysely';

/**
 * Roll-ups the reports read instead of scanning, each started here from the rows already stored:
 * - `sales_daily`: purchases sold (paid, active, activation_failed) and their revenue per Lagos day of the
 *   purchase, package and method. Kept by triggers on `purchases` and `payments`, in the transaction that
 *   changes either, so it is exact whichever code (payments, support, goodwill, a console SQL fix) writes them.
 * - `usage_minutes_weekly` (Monday-to-Sunday Lagos weeks), `usage_minutes_day_totals` (per day and kind) and
 *   `usage_content_names` (the last name the player sent for a title or channel): written by the usage-log writer
 *   beside `usage_minutes_daily`, so a long period sums a week's row per title instead of seven, the chart reads
 *   two rows a day, and only the listed titles' names are read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table sales_daily (
    day date not null,
    package_id integer not null,
    method text not null check (method in ('airtime', 'card', 'goodwill', 'none')),
    purchases integer not null default 0,
    revenue_kobo bigint not null default 0,
    package_title text not null,
    package_title_pt text not null,
    primary key (day, package_id, method)
  )`.execute(db);
  // A sold purchase's method: goodwill, else its payment's provider, else 'none' (a day and package total only).
  await sql`create function sale_method(p purchases) returns text language sql stable as $$
    select case when p.goodwill_by is not null then 'goodwill'
      else coalesce((select provider from payments where purchase_id = p.id), 'none') end
  $$`.execute(db);
  // Adds (sign 1) or takes back (sign -1) one purchase's sale; a purchase not sold adds nothing.
  await sql`create function sales_daily_add(p purchases, sale text, sign_of integer) returns void
    language plpgsql as $$
    begin
      if p.status not in ('paid', 'active', 'activation_failed') then return; end if;
      insert into sales_daily as s (day, package_id, method, purchases, revenue_kobo, package_title, package_title_pt)
      values ((p.created_at at time zone 'Africa/Lagos')::date, p.package_id, sale, sign_of, sign_of * p.amount_kobo,
        p.package_title, p.package_title_pt)
      on conflict (day, package_id, method) do update set
        purchases = s.purchases + excluded.purchases,
        revenue_kobo = s.revenue_kobo + excluded.revenue_kobo,
        package_title = case when sign_of > 0 then greatest(s.package_title, excluded.package_title) else s.package_title end,
        package_title_pt = case when sign_of > 0 then greatest(s.package_title_pt, excluded.package_title_pt)
          else s.package_title_pt end;
    end $$`.execute(db);
  await sql`create function purchases_sales_daily() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then perform sales_daily_add(old, sale_method(old), -1); end if;
      if tg_op in ('INSERT', 'UPDATE') then perform sales_daily_add(new, sale_method(new), 1); end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger purchases_sales_daily_insert_delete after insert or delete on purchases
    for each row execute function purchases_sales_daily()`.execute(db);
  // Only the changes a sale depends on: paid → active, a lease or a check's time never run it.
  await sql`create trigger purchases_sales_daily_update after update on purchases for each row
    when ((old.status in ('paid', 'active', 'activation_failed')) <> (new.status in ('paid', 'active', 'activation_failed'))
      or (new.status in ('paid', 'active', 'activation_failed')
        and (old.created_at, old.package_id, old.amount_kobo, old.goodwill_by, old.package_title, old.package_title_pt)
          is distinct from
          (new.created_at, new.package_id, new.amount_kobo, new.goodwill_by, new.package_title, new.package_title_pt)))
    execute function purchases_sales_daily()`.execute(db);
  // A purchase has at most one payment: writing it moves a sold purchase from 'none' to its provider, deleting it
  // moves it back.
  await sql`create function payments_sales_daily() returns trigger language plpgsql as $$
    declare p purchases;
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        select * into p from purchases where id = old.purchase_id;
        if found and p.goodwill_by is null then
          perform sales_daily_add(p, old.provider, -1);
          perform sales_daily_add(p, 'none', 1);
        end if;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        select * into p from purchases where id = new.purchase_id;
        if found and p.goodwill_by is null then
          perform sales_daily_add(p, 'none', -1);
          perform sales_daily_add(p, new.provider, 1);
        end if;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger payments_sales_daily_insert_delete after insert or delete on payments
    for each row execute function payments_sales_daily()`.execute(db);
  await sql`create trigger payments_sales_daily_update after update of purchase_id, provider on payments
    for each row when ((old.purchase_id, old.provider) is distinct from (new.purchase_id, new.provider))
    execute function payments_sales_daily()`.execute(db);
  await sql`insert into sales_daily (day, package_id, method, purchases, revenue_kobo, package_title, package_title_pt)
    select (p.created_at at time zone 'Africa/Lagos')::date, p.package_id,
      case when p.goodwill_by is not null then 'goodwill' else coalesce(pay.provider, 'none') end,
      count(*), sum(p.amount_kobo), max(p.package_title), max(p.package_title_pt)
    from purchases p left join payments pay on pay.purchase_id = p.id
    where p.status in ('paid', 'active', 'activation_failed')
    group by 1, 2, 3`.execute(db);

  await sql`create table usage_minutes_weekly (
    week date not null,
    kind text not null check (kind in ('title', 'channel')),
    content_uid text not null,
    minutes bigint not null default 0,
    primary key (week, kind, content_uid)
  )`.execute(db);
  await sql`insert into usage_minutes_weekly (week, kind, content_uid, minutes)
    select date_trunc('week', day)::date, kind, content_uid, sum(minutes)
    from usage_minutes_daily group by 1, 2, 3`.execute(db);
  await sql`create table usage_content_names (
    kind text not null check (kind in ('title', 'channel')),
    content_uid text not null,
    content_name text not null,
    primary key (kind, content_uid)
  )`.execute(db);
  await sql`insert into usage_content_names (kind, content_uid, content_name)
    select distinct on (kind, content_uid) kind, content_uid, content_name
    from usage_minutes_daily order by kind, content_uid, day desc`.execute(db);
  await sql`create table usage_minutes_day_totals (
    day date not null,
    kind text not null check (kind in ('title', 'channel')),
    minutes bigint not null default 0,
    primary key (day, kind)
  )`.execute(db);
  await sql`insert into usage_minutes_day_totals (day, kind, minutes)
    select day, kind, sum(minutes) from usage_minutes_daily group by 1, 2`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table usage_minutes_day_totals`.execute(db);
  await sql`drop table usage_content_names`.execute(db);
  await sql`drop table usage_minutes_weekly`.execute(db);
  await sql`drop trigger payments_sales_daily_update on payments`.execute(db);
  await sql`drop trigger payments_sales_daily_insert_delete on payments`.execute(db);
  await sql`drop function payments_sales_daily()`.execute(db);
  await sql`drop trigger purchases_sales_daily_update on purchases`.execute(db);
  await sql`drop trigger purchases_sales_daily_insert_delete on purchases`.execute(db);
  await sql`drop function purchases_sales_daily()`.execute(db);
  await sql`drop function sales_daily_add(purchases, text, integer)`.execute(db);
  await sql`drop function sale_method(purchases)`.execute(db);
  await sql`drop table sales_daily`.execute(db);
}
