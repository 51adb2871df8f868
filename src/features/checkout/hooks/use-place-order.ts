import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateOrderBody, OrderDetail, PostalAddressInput } from '#contract/orders.ts'
import type { PayOrderBody } from '#contract/payments.ts'
import { payFailedCode } from '#contract/payment-rules.ts'
import { inWechatBrowser } from '#contract/wechat-browser.ts'
import { ApiError } from '@/lib/api-client.ts'
import { paymentConfigQueryOptions } from '@/lib/payment-config.ts'
import { userQueryKeyRoot } from '@/lib/session.ts'
import { createOrder } from '../api/create-order.ts'
import { payOrder } from '../api/pay-order.ts'
import { contactOf, type AddressValues } from '../schemas/checkout-forms.ts'
import { checkoutDraftStore, type CheckoutDraft } from './use-checkout-draft.ts'
import type { ProductLine } from '#contract/lines.ts'

const postal = (address: AddressValues): PostalAddressInput => ({
  first_name: address.firstName,
  last_name: address.lastName,
  country: address.country,
  state: address.state,
  city: address.city,
  address: address.address,
  postal_code: address.postalCode,
})

/** The createorder body from what was typed; prices and totals are the server's business. */
export function orderBody(line: ProductLine<'cart'>, draft: CheckoutDraft, currency: string): CreateOrderBody {
  const { information, payment } = draft
  const ship = information.delivery === 'ship'
  const billingSame = ship && payment.billing === 'same'
  const coupon = Number(payment.couponId)
  return {
    line,
    contact: contactOf(information.contact),
    news_opt_in: information.newsOptIn,
    delivery_method: information.delivery,
    shipping_address: !ship
      ? undefined
      : information.addressChoice === 'new'
        ? { ...postal(information.address), save_address: information.saveAddress }
        : { address_id: Number(information.addressChoice) },
    billing_same_as_shipping: billingSame,
    billing_address: billingSame ? undefined : postal(payment.billingAddress),
    shipping_method: 'standard_international',
    payment_method: payment.method,
    user_coupon_id: coupon > 0 ? coupon : undefined,
    note: payment.note,
    currency,
    // Asked where an age applies and none is on file (the quote says); the server keeps the first one given.
    date_of_birth: information.dateOfBirth ? information.dateOfBirth.trim() : undefined,
  }
}

/**
 * `unpaid`: placed, to be paid on the order page (WeChat's sheet closed, or Alipay inside WeChat);
 * `checking`: WeChat's in-page payment said ok, the order page follows the signed notification.
 */
export type PlaceOrderOutcome = 'paid' | 'placed' | 'failed' | 'redirected' | 'unpaid' | 'checking'

export interface PlacedOrder {
  order: OrderDetail
  outcome: PlaceOrderOutcome
}

/**
 * Places the order, then pays it. Both calls carry Idempotency-Keys kept in the draft, so
 * pressing again after a timeout or going offline gives back the same order and the same
 * payment instead of a second one. A changed order gets new keys.
 */
export function usePlaceOrder(line: ProductLine<'cart'>, userId: number | undefined) {
  const queryClient = useQueryClient()
  return useMutation({
    // Offline, fail at once with 'network connection failed' instead of waiting paused.
    networkMode: 'always',
    mutationFn: async ({ currency, expectedTotal }: { currency: string; expectedTotal: number }): Promise<PlacedOrder> => {
      const store = checkoutDraftStore(userId, line)
      const draft = store.get()
      // The total the shopper confirmed: the server refuses the order if its own differs.
      const body: CreateOrderBody = { ...orderBody(line, draft, currency), expected_total: expectedTotal }
      const text = JSON.stringify(body)
      const placing = draft.placing?.body === text ? draft.placing : { key: crypto.randomUUID(), payKey: crypto.randomUUID(), body: text }
      store.set((current) => ({ ...current, placing }))

      const order = await createOrder(body, placing.key)
      // The server moved the cart into the order. Mark both stale and write the persisted copy
      // before paying: a wallet takes the page away as soon as payorder answers, and the shopper
      // coming back must find the order in their history and the cart empty.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [userQueryKeyRoot, 'cart', line] }),
        queryClient.invalidateQueries({ queryKey: [userQueryKeyRoot, 'orders'] }),
        // The server saved the new address into the book: the next checkout offers it at once.
        ...(body.shipping_address && 'save_address' in body.shipping_address && body.shipping_address.save_address
          ? [queryClient.invalidateQueries({ queryKey: [userQueryKeyRoot, 'addresses'] })]
          : []),
      ])
      // Loaded after every page's first paint (src/main.tsx): a dynamic import keeps it one chunk.
      const { savePersistedCache } = await import('@/lib/query-persistence.ts')
      await savePersistedCache(queryClient)
      if (body.payment_method === 'cod') return { order, outcome: 'placed' }
      if (order.status === 'paid') return { order, outcome: 'paid' }

      // Inside WeChat's browser: WeChat Pay in the page (loaded only here), Alipay later from a browser.
      if (inWechatBrowser(navigator.userAgent) && body.payment_method === 'alipay') return { order, outcome: 'unpaid' }
      const inPage = queryClient.getQueryData(paymentConfigQueryOptions.queryKey)?.wechat_in_page
      if (inWechatBrowser(navigator.userAgent) && body.payment_method === 'wechat' && inPage) {
        const { payOrderInWechat } = await import('../wechat/pay-in-wechat.ts')
        const outcomes = { leaving: 'redirected', ok: 'checking', cancel: 'unpaid', fail: 'failed' } as const
        try {
          return { order, outcome: outcomes[await payOrderInWechat({ order_no: order.order_no, line })] }
        } catch (error) {
          // The server fell back to another page (the QR code): the API client is already going there.
          if (error instanceof ApiError && error.kind === 'redirect') return { order, outcome: 'redirected' }
          // The order exists and stays payable on its page, which says the payment failed.
          return { order, outcome: 'failed' }
        }
      }

      const card = draft.card
      // No card token with Stripe: its Payment Element takes the card on the order page.
      const pay: PayOrderBody =
        body.payment_method === 'card'
          ? {
              order_no: order.order_no,
              payment_method: 'card',
              ...(card ? { card_token: card.token, last4: card.last4, brand: card.brand } : {}),
            }
          : { order_no: order.order_no, payment_method: body.payment_method }
      try {
        await payOrder({ line, body: pay, idempotencyKey: placing.payKey })
        return { order, outcome: 'paid' }
      } catch (error) {
        if (error instanceof ApiError && error.code === payFailedCode) return { order, outcome: 'failed' }
        // Alipay / WeChat Pay: the API client is already sending the browser to the wallet.
        if (error instanceof ApiError && error.kind === 'redirect') return { order, outcome: 'redirected' }
        throw error
      } finally {
        void queryClient.invalidateQueries({ queryKey: [userQueryKeyRoot, 'orders'] })
      }
    },
  })
}
