import { sql, type Kysely } from 'kysely'

// Placing an order in one call (issue 26): the shop works the order out first, without locks
// (server/modules/orders/place.ts), then this function locks, checks and writes it in one round
// trip, committed on its own. It was a transaction of five: begin, the mail job, the locks, the
// writes, commit, each a write to the socket on both sides and a wait for the other; under 50
// shoppers the wait for a pooled connection was most of an order's time.
//
// A function rather than one statement: each of its statements reads afresh once the shopper's
// lock is held (a volatile function in READ COMMITTED takes a snapshot per statement), so a
// cart edited while this order waited for that lock is read as it is now, never as it was.
// It decides nothing the shop has not: it checks the cart it locked is the one priced (lines,
// quantities, sizes, prices) and that what it holds can still be sold; anything else it hands
// back, raising 'cart moved' with the locked rows, and the shop's own rules say what moved.
// Refusals raise (P0001, the message says which), so nothing of a refused order is written.
//
// Locks, in the shop's one order (orders/queries/index.ts): the user, then the cart's goods in
// id order; the coupon and the cart lines are written last. p_claim is the Idempotency-Key's
// claim, with the answer stored at once; a key claimed before raises 'claimed before' with that
// claim. p_mail_insert is the job queue's own insert (server/jobs/jobs.ts) for the confirmation,
// run first, before any lock is taken; a refusal takes it back with the rest.
// Changing what it takes is a new function beside this one, not a replacement: in a rolling
// deploy the instances still running call this one. It writes its columns by name, so a column a
// later migration adds to orders or order_lines takes its default here.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function place_order(
      p_order jsonb, p_lines jsonb, p_cart jsonb, p_coupon integer, p_cod_max integer,
      p_claim jsonb, p_address jsonb, p_mail_insert text, p_mail_queue text, p_mail_data jsonb
    ) returns integer language plpgsql volatile as $place$
    declare
      v_user integer := (p_order ->> 'user_id')::integer;
      v_line text := p_order ->> 'line';
      v_at timestamptz := (p_order ->> 'placed_at')::timestamptz;
      v_earlier jsonb;
      v_locked jsonb;
      v_seen jsonb;
      v_sellable boolean;
      v_order_id integer;
      v_coupon_used boolean;
    begin
      -- Before any lock: every other order waiting on these goods would wait for it too.
      if p_mail_insert is not null then
        execute p_mail_insert using p_mail_queue, p_mail_data;
      end if;

      perform 1 from users where id = v_user for update;
      if not found then
        raise exception 'shopper gone' using errcode = 'P0001';
      end if;

      if p_claim is not null then
        insert into idempotency_keys (user_id, scope, key, request_hash, response, created_at)
        values (v_user, p_claim ->> 'scope', p_claim ->> 'key', p_claim ->> 'request_hash', p_claim -> 'response', v_at)
        on conflict (user_id, scope, key) do nothing;
        if not found then
          select jsonb_build_object('request_hash', request_hash, 'response', response, 'created_at', created_at) into v_earlier
          from idempotency_keys where user_id = v_user and scope = p_claim ->> 'scope' and key = p_claim ->> 'key';
          raise exception 'claimed before' using errcode = 'P0001', detail = v_earlier::text;
        end if;
      end if;

      if p_cod_max is not null and (
        select count(*) from orders where user_id = v_user and payment_method = 'cod' and status in ('unpaid', 'reviewed')
      ) >= p_cod_max then
        raise exception 'cash on delivery limit' using errcode = 'P0001';
      end if;

      select coalesce(jsonb_agg(to_jsonb(locked) - 'wanted' order by locked.id), '[]'),
        coalesce(jsonb_agg(jsonb_build_object('id', locked.id, 'goods_id', locked.goods_id, 'size', locked.size,
          'quantity', locked.quantity, 'price_cents', locked.price_cents) order by locked.id), '[]'),
        coalesce(bool_and(locked.active and locked.line::text = v_line and locked.wanted <= locked.stock), true)
      into v_locked, v_seen, v_sellable
      from (
        select cart.*, sum(cart.quantity) over (partition by cart.goods_id) as wanted
        from (
          select cart_lines.id, cart_lines.goods_id, cart_lines.size, cart_lines.quantity, goods.line, goods.name_en,
            goods.name_zh, goods.price_cents, goods.stock, goods.active, goods.images
          from cart_lines inner join goods on goods.id = cart_lines.goods_id
          where cart_lines.user_id = v_user and cart_lines.line = v_line
          order by goods.id, cart_lines.id
          for update of goods
        ) as cart
      ) as locked;
      if v_seen is distinct from p_cart or not v_sellable then
        raise exception 'cart moved' using errcode = 'P0001', detail = v_locked::text;
      end if;

      with given_lines as (
        select * from jsonb_to_recordset(p_lines) as given(goods_id integer, size text, name_en text, name_zh text,
          image text, price_usd integer, price integer, quantity integer, total integer, position integer)
      ), taken_stock as (
        update goods set stock = goods.stock - taken.quantity
        from (select goods_id, sum(quantity)::integer as quantity from given_lines group by goods_id) as taken
        where goods.id = taken.goods_id
        returning goods.id, goods.stock, taken.quantity as taken
      ), new_order as (
        insert into orders (order_no, user_id, line, status, fulfillment_status, payment_method, contact_email,
          contact_phone, news_opt_in, delivery_method, shipping_method, shipping_address, billing_address, note,
          currency, exchange_rate, subtotal, shipping, discount, total, subtotal_usd, user_coupon_id, locale,
          pay_before, confirm_before, placed_at, paid_at, canceled_at, updated_at)
        select o.order_no, o.user_id, o.line, o.status, o.fulfillment_status, o.payment_method, o.contact_email,
          o.contact_phone, o.news_opt_in, o.delivery_method, o.shipping_method, o.shipping_address, o.billing_address, o.note,
          o.currency, o.exchange_rate, o.subtotal, o.shipping, o.discount, o.total, o.subtotal_usd, o.user_coupon_id, o.locale,
          o.pay_before, o.confirm_before, o.placed_at, o.paid_at, o.canceled_at, o.updated_at
        from jsonb_populate_record(null::orders, p_order) as o
        returning id
      ), stock_history as (
        insert into stock_changes (goods_id, before, after, reason, source, order_id, created_at)
        select taken_stock.id, taken_stock.stock + taken_stock.taken, taken_stock.stock, 'placed', 'order',
          (select id from new_order), v_at
        from taken_stock
      ), new_lines as (
        insert into order_lines (order_id, goods_id, size, name_en, name_zh, image, price_usd, price, quantity, total)
        select (select id from new_order), goods_id, size, name_en, name_zh, image, price_usd, price, quantity, total
        from given_lines order by position
      ), used_coupon as (
        update user_coupons set used_at = v_at, order_id = (select id from new_order)
        where id = p_coupon and user_id = v_user and used_at is null
        returning id
      ), emptied_note as (
        delete from cart_notes where user_id = v_user and line = v_line
      ), emptied_cart as (
        delete from cart_lines where user_id = v_user and line = v_line
      )
      select (select id from new_order), exists (select 1 from used_coupon) into v_order_id, v_coupon_used;
      if p_coupon is not null and not v_coupon_used then
        raise exception 'coupon used' using errcode = 'P0001';
      end if;

      if p_address is not null then
        insert into addresses (user_id, first_name, last_name, country, state, city, address, postal_code, phone,
          is_default, created_at, updated_at)
        select v_user, a.first_name, coalesce(a.last_name, ''), a.country, coalesce(a.state, ''), a.city, a.address,
          a.postal_code, coalesce(a.phone, ''), not exists (select 1 from addresses where user_id = v_user), v_at, v_at
        from jsonb_to_record(p_address) as a(first_name text, last_name text, country text, state text, city text,
          address text, postal_code text, phone text);
      end if;

      return v_order_id;
    end
    $place$`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function place_order(jsonb, jsonb, jsonb, integer, integer, jsonb, jsonb, text, text, jsonb)`.execute(db)
}
