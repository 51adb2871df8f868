import { Code } from '#contract/envelope.ts'
import type { Db } from '../../db/database.ts'
import { ShopError } from '../../http/shop-error.ts'
import { checkLink, signLink } from '../../security/signed-links.ts'
import { messages } from './messages.ts'
import * as queries from './queries/index.ts'

// A guest's way back to the order (issue 48): the confirmation and every later mail of a guest's
// order carry `/checkout/order?order_no=…&access=…`, signed for that order only and expiring;
// opening it (POST /guestorder, modules/account) starts a session of the order's guest, so the
// order page and pay now work as for an account. Keyed by PAYMENT_SECRET (config), its own purpose.

const purpose = 'guest-order'
/** How long a mailed link opens the order: long enough to pay, follow the parcel and ask for a return. */
export const guestLinkLifetimeMs = 30 * 24 * 3_600_000

export const guestOrderAccess = (secret: string, orderNo: string, now: Date) =>
  signLink(secret, purpose, orderNo, new Date(now.getTime() + guestLinkLifetimeMs))

export const guestOrderLink = (origin: string, orderNo: string, access: string) =>
  `${origin.replace(/\/$/, '')}/checkout/order?order_no=${orderNo}&access=${encodeURIComponent(access)}`

/**
 * The guest whose order `access` opens: a forged or altered link, one signed for another order,
 * an expired one or an order of an account (which logs in instead) is refused alike, with the way
 * to look the order up by number and e-mail.
 */
export async function openGuestOrder(
  { db, now, secret }: { db: Db; now: Date; secret: string },
  orderNo: string,
  access: string,
): Promise<number> {
  if (secret && checkLink(secret, purpose, orderNo, access, now) === 'ok') {
    const order = await queries.findOrder(db, orderNo)
    const mailee = order ? await queries.findMailee(db, order.user_id) : undefined
    if (order && mailee?.guest) return order.user_id
  }
  throw new ShopError(Code.forbidden, messages.guestLinkExpired)
}
