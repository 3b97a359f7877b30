// Ten years of a busy studio, written straight into PostgreSQL with generate_series (seconds, not minutes): 50,000
// bookings over 3,650 days, 12 sessions each (600,000), a reminder for every third session, a discount code used
// by every fifth booking, a membership begun with every tenth (5,000: most ended over the years, a few hundred
// members today), and a gift card for every tenth (5,000, most spent on their booking). Then each admin read is timed one request after another.
import type postgres from "postgres";
import { median } from "./processes";

export const HISTORY = { bookings: 50_000, sessionsPerBooking: 12, days: 3650 } as const;

/**
 * Bookings spread evenly over the ten years up to `now`: 70% paid, 15% cancelled after paying, 10% unpaid,
 * 5% released by the sweep. A booking's sessions are a week apart from its day; those that fall more than
 * 60 days ahead, and one in 30 of the old ones (never used), stay unscheduled.
 */
export async function seedHistory(sql: postgres.Sql, now: Date) {
  const at = now.toISOString();
  await sql.unsafe(`
    insert into discount_codes (code, description, type, value, usage_count)
    values ('WELCOME10', 'Ten percent off the first package', 'percentage', '10.00', 0)
    on conflict do nothing`);
  await sql.unsafe(`
    with pk as (
      select id, name, price, type, row_number() over (order by id) - 1 as rn, count(*) over () as n
      from packages where price > 0
    ), g as (
      select g, (g * 7919) % 100 as roll,
        '${at}'::timestamptz - make_interval(secs => ((g::float8 / ${HISTORY.bookings}) * ${HISTORY.days} * 86400)) as made
      from generate_series(1, ${HISTORY.bookings}) g
    )
    insert into bookings (package_id, package_name, date, time, location, client_name, client_email, client_phone,
      status, payment_status, payment_method, amount, discount_code, discount_amount, original_amount, created_at,
      updated_at, paid_at)
    select pk.id, pk.name, (g.made at time zone 'America/New_York')::date, 'to-be-scheduled', pk.type,
      'Client ' || g.g || case when g.g % 97 = 0 then ', "Jr."' else '' end,
      'client' || g.g || '@example.com', '3055550100',
      case when g.roll < 70 then 'confirmed' when g.roll < 95 and g.roll >= 85 then 'pending' else 'cancelled' end,
      case when g.roll < 70 then 'paid' when g.roll < 85 then 'cancelled' when g.roll < 95 then 'unpaid'
        else 'cancelled' end,
      case when g.roll < 85 then (case when g.g % 4 = 0 then 'manual' else 'stripe' end) else null end,
      case when g.g % 5 = 0 then round(pk.price * 0.9, 2) else pk.price end,
      case when g.g % 5 = 0 then 'WELCOME10' else null end,
      case when g.g % 5 = 0 then round(pk.price * 0.1, 2) else 0 end,
      pk.price, g.made, g.made,
      case when g.roll < 85 then g.made + interval '10 minutes' else null end
    from g join pk on pk.rn = g.g % pk.n`);
  await sql.unsafe(`
    insert into discount_redemptions (discount_code_id, booking_id, client_email, created_at)
    select (select id from discount_codes where code = 'WELCOME10'), b.id, b.client_email, b.created_at
    from bookings b where b.discount_code = 'WELCOME10'`);
  await sql.unsafe(`
    with s as (
      select b.id as booking_id, n, b.created_at, b.status as booking_status,
        (b.created_at at time zone 'America/New_York')::date + 7 * n as day
      from bookings b, generate_series(1, ${HISTORY.sessionsPerBooking}) n
    )
    insert into package_sessions (booking_id, session_number, date, time, starts_at, status, created_at, updated_at)
    select booking_id, n,
      case when unscheduled then null else day end,
      case when unscheduled then null else lpad((6 + (booking_id + n) % 5)::text, 2, '0') || ':00' end,
      case when unscheduled then null
        else (day + make_interval(hours => 6 + (booking_id + n) % 5)) at time zone 'America/New_York' end,
      case when booking_status = 'cancelled' then 'cancelled' when unscheduled then 'pending'
        when day < ('${at}'::timestamptz at time zone 'America/New_York')::date then 'completed' else 'scheduled' end,
      created_at, created_at
    from (
      select *, day > ('${at}'::timestamptz at time zone 'America/New_York')::date + 60 or (booking_id * n) % 30 = 0
        as unscheduled
      from s
    ) s`);
  await sql.unsafe(`
    insert into reminder_log (session_id, channel, starts_at, status, detail, created_at)
    select id, case when id % 2 = 0 then 'email' else 'sms' end, starts_at,
      case when id % 50 = 0 then 'failed' else 'sent' end,
      case when id % 50 = 0 then 'The mail server refused the message' else null end,
      starts_at - interval '24 hours'
    from package_sessions where starts_at is not null and id % 3 = 0`);
  // Every tenth booking began a membership: a paid one lasted 1 to 36 months from its payment, so those begun in
  // the last three years may still run (one in ten of them paused, one in ten with a failed renewal, one in ten set
  // to end, by the booking's hundreds digit: its last two digits decide whether it was paid); an unpaid one is a
  // sign-up never paid (incomplete). Its later months are left out: the membership
  // figures read the first booking alone.
  await sql.unsafe(`
    with m as (
      select b.*, b.paid_at + make_interval(months => 1 + (b.id * 7) % 36) as lasts_to
      from bookings b where b.id % 10 = 0
    )
    insert into memberships (package_id, first_booking_id, client_name, client_email, amount, status,
      subscription_id, current_period_end, ends_at, cancelled_at, paused_at, payment_failed_at, created_at, updated_at)
    select package_id, id, client_name, client_email, amount,
      case when paid_at is null then 'incomplete' when lasts_to <= '${at}' then 'cancelled'
        when id / 100 % 10 = 1 then 'paused' when id / 100 % 10 = 2 then 'past_due' else 'active' end,
      case when paid_at is null then null else 'sub_bench_' || id end,
      case when paid_at is null then null
        else paid_at + make_interval(months => extract(month from age('${at}', paid_at))::int
          + 12 * extract(year from age('${at}', paid_at))::int + 1) end,
      case when paid_at is not null and lasts_to > '${at}' and id / 100 % 10 = 3 then lasts_to end,
      case when lasts_to <= '${at}' then lasts_to end,
      case when lasts_to > '${at}' and id / 100 % 10 = 1 then '${at}'::timestamptz - interval '9 days' end,
      case when lasts_to > '${at}' and id / 100 % 10 = 2 then '${at}'::timestamptz - interval '2 days' end,
      created_at, created_at
    from m`);
  await sql.unsafe(`
    update bookings b set membership_id = m.id from memberships m where m.first_booking_id = b.id`);
  // A gift card for every tenth booking (5,000 over the ten years: its id ends in 3, so never a discount's or a
  // membership's), $50 to $300, paid 20 days before the booking, one in four sold at the desk for cash. Three in four
  // were spent on their booking, which took min(card, price) off it (given back when the booking was released
  // unpaid); the fourth was never spent, so a few thousand cards still hold money today.
  await sql.unsafe(`
    insert into gift_cards (code, amount, balance, buyer_name, buyer_email, recipient_name, recipient_email, status,
      payment_method, payment_intent, paid_at, sent_at, sold_by, created_at, updated_at)
    select 'GIFT-BENCH-' || id, amount, amount, 'Buyer ' || id, 'buyer' || id || '@example.com', client_name,
      client_email, 'active', case when id % 4 = 3 then 'manual' else 'stripe' end,
      case when id % 4 = 3 then null else 'pi_gift_bench_' || id end, sold, sold,
      case when id % 4 = 3 then 'coach' end, sold, sold
    from (
      select id, client_name, client_email, created_at - interval '20 days' as sold,
        (array[50, 100, 200, 300])[1 + id / 10 % 4]::numeric(10, 2) as amount
      from bookings where id % 10 = 3
    ) b`);
  await sql.unsafe(`
    insert into gift_card_redemptions (gift_card_id, booking_id, amount, created_at, returned_at)
    select c.id, b.id, least(c.amount, b.original_amount), b.created_at,
      case when b.paid_at is null and b.payment_status = 'cancelled' then b.created_at + interval '30 minutes' end
    from bookings b join gift_cards c on c.code = 'GIFT-BENCH-' || b.id
    where b.id % 40 <> 3`);
  await sql.unsafe(`
    update gift_cards c set balance = c.amount - r.amount
    from gift_card_redemptions r where r.gift_card_id = c.id and r.returned_at is null`);
  await sql.unsafe(`
    update bookings b set discount_code = c.code, discount_amount = r.amount, amount = b.original_amount - r.amount
    from gift_card_redemptions r join gift_cards c on c.id = r.gift_card_id where r.booking_id = b.id`);
  await sql.unsafe("analyze");
  const [counts] = await sql.unsafe<
    { bookings: string; sessions: string; reminders: string; members: string; liveGiftCards: string }[]
  >(`
    select (select count(*) from bookings) as bookings, (select count(*) from package_sessions) as sessions,
      (select count(*) from reminder_log) as reminders,
      (select count(*) from memberships where status in ('active', 'past_due', 'paused')) as members,
      (select count(*) from gift_cards where balance > 0) as "liveGiftCards"`);
  return counts;
}

export interface ReadFigure {
  label: string;
  medianMs: number;
  p95Ms: number;
  maxBytes: number;
  status: number;
}

/** `rounds` requests one after another after a warm-up: the time to the whole body, and its size as sent. */
export async function timeRead(url: string, cookie: string, label: string, rounds: number): Promise<ReadFigure> {
  const times: number[] = [];
  let maxBytes = 0;
  let status = 0;
  for (let i = -3; i < rounds; i++) {
    const began = performance.now();
    const response = await fetch(url, {
      headers: { cookie, "accept-encoding": "identity", "x-requested-with": "fetch" },
    });
    const body = await response.arrayBuffer();
    const ms = performance.now() - began;
    status = response.status;
    if (i >= 0) times.push(ms);
    maxBytes = Math.max(maxBytes, body.byteLength);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    label,
    medianMs: median(times),
    p95Ms: sorted[Math.ceil(sorted.length * 0.95) - 1] ?? 0,
    maxBytes,
    status,
  };
}

/** A long download, read as it streams: its time, size, and how many pieces it arrived in. */
export async function timeDownload(url: string, cookie: string) {
  const began = performance.now();
  const response = await fetch(url, { headers: { cookie, "accept-encoding": "identity" } });
  let bytes = 0;
  let chunks = 0;
  let firstMs = 0;
  for await (const chunk of response.body ?? []) {
    if (!chunks) firstMs = performance.now() - began;
    chunks++;
    bytes += (chunk as Uint8Array).byteLength;
  }
  return { status: response.status, ms: performance.now() - began, firstMs, bytes, chunks };
}
