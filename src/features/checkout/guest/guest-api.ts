import type { GuestBody, GuestOrderBody, Session } from '#contract/account.ts'
import type { OrderDetail } from '#contract/orders.ts'
import { browserApi } from '@/lib/api.ts'
import { userStore } from '@/lib/user-store.ts'

// Guest checkout (issue 48): a guest's session is kept like a login (TOKEN__, USER__INFO__ with
// `guest: true`), so the four steps, paying and the order page work as for an account.

const api = () => browserApi().shop('sco')

/** POST /user/guest: a guest's session for the contact given. Errors are shown by the form. */
export function startGuest(body: GuestBody): Promise<Session> {
  return api().request('POST /user/guest', { body, silent: true })
}

/** POST /guestorder: the session of the guest whose order the mailed link opens. */
export function openGuestOrder(body: GuestOrderBody): Promise<Session> {
  return api().request('POST /guestorder', { body, silent: true })
}

/** GET /searchorder: an order found by its number and the contact e-mail or phone given at checkout. */
export function searchOrder(orderNo: string, contact: string): Promise<OrderDetail> {
  return api().request('GET /searchorder', { query: { order_no: orderNo, contact }, silent: true })
}

export function keepSession(session: Session): void {
  userStore.set((state) => ({ ...state, token: session.token, userInfo: session.userInfo }))
}

/** The contact a guest gave: e-mail, else mobile number. */
export const guestContact = (info: { email: string; phone?: string } | undefined) => info?.email || info?.phone || ''
