import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { checkoutDraftStore, emptyDraft } from '../hooks/use-checkout-draft.ts'
import { Checkout } from './checkout.tsx'

const envelope = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })

/** A UK order under £135: VAT at 20 % on goods and delivery, charged at the sale (issue 50). */
const ukVat = {
  country: 'GB',
  duty: 0,
  tax: 2000,
  clearance: 0,
  total: 2000,
  collected_at_sale: true,
  tax_rate_bp: 2000,
  tax_base: 'goods_delivery_duty',
  note: '',
  rules: [{ kind: 'tax', rule: 'GB 20% on goods+delivery+duty, collected at sale', amount: 2000 }],
}

const quoteOf = (total: number) => ({
  currency: 'USD',
  exchange_rate: '1',
  lines: [
    {
      goods_id: 7,
      goods_name: 'Urban Glide',
      thumb: '',
      size: '',
      price: total - 3500,
      price_usd: total - 3500,
      quantity: 1,
      total: total - 3500,
    },
  ],
  subtotal: total - 3500,
  shipping: 1500,
  delivery: { country: 'GB', days: [5, 10] },
  discount: 0,
  duties_taxes: ukVat,
  total,
  coupon_problem: null,
  asks_date_of_birth: false,
})

const leeds = {
  first_name: 'Mei',
  last_name: 'Lin',
  country: 'GB',
  state: '',
  city: 'Leeds',
  address: '1 Park Row',
  postal_code: 'LS1 5AB',
  phone: '',
}

/** The order createorder answers, whole: the client checks answers against the contract in tests. */
const placedOrder = (total: number) => ({
  order_no: '2611231234567890',
  line: 'sco',
  placed_at: '2026-11-23T08:00:00.000Z',
  payment_method: 'cod',
  status: 'pending',
  fulfillment_status: 'unshipped',
  currency: 'USD',
  total,
  duties_taxes_total: 2000,
  item_count: 1,
  payable: false,
  pay_before: null,
  confirm_before: '2026-11-26T08:00:00.000Z',
  contact: { email: 'mei@example.com', phone: '' },
  news_opt_in: false,
  delivery_method: 'ship',
  shipping_method: 'standard_international',
  subtotal: total - 3500,
  shipping: 1500,
  discount: 0,
  duties_taxes: ukVat,
  exchange_rate: '1',
  coupon_name: null,
  shipping_address: leeds,
  billing_address: leeds,
  note: '',
  refunded: 0,
  paid_at: null,
  card: null,
  lines: [
    {
      goods_id: 7,
      goods_name: 'Urban Glide',
      thumb: '',
      size: '',
      price: total - 3500,
      price_usd: total - 3500,
      quantity: 1,
      total: total - 3500,
      shipped_quantity: 0,
    },
  ],
})

/** The shop's answers: the quote's total is what `serverTotal` holds when it is asked. */
function shopServer() {
  const state = { serverTotal: 10_000, orderBodies: [] as Record<string, unknown>[], quotes: 0 }
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = String(input)
    if (url.includes('/user/orderquote')) {
      state.quotes += 1
      return envelope({ code: 200, msg: 'ok', data: quoteOf(state.serverTotal) })
    }
    if (url.includes('/user/createorder')) {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>
      state.orderBodies.push(body)
      if (body.expected_total !== state.serverTotal) {
        return envelope({ code: 409, msg: 'The total changed, please review', data: { total: state.serverTotal, currency: 'USD' } })
      }
      return envelope({ code: 200, msg: 'purchase successful!', data: placedOrder(state.serverTotal) })
    }
    return envelope({ code: 200, msg: 'ok', data: { list: [] } })
  })
  vi.stubGlobal('fetch', fetch)
  return state
}

function renderConfirmStep() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }))
  // A draft with every step done, paid in cash on delivery (no card, no wallet).
  const draft = emptyDraft()
  checkoutDraftStore(41, 'sco').set({
    ...draft,
    completed: 3,
    information: {
      ...draft.information,
      contact: 'mei@example.com',
      addressChoice: 'new',
      address: { firstName: 'Mei', lastName: 'Lin', country: 'GB', state: '', city: 'Leeds', address: '1 Park Row', postalCode: 'LS1 5AB' },
    },
    payment: { ...draft.payment, method: 'cod' },
  })
  const onPlaced = vi.fn<(orderNo: string, status: 'failed' | 'checking' | undefined) => void>()
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Checkout
          line="sco"
          step="confirm"
          userId={41}
          cartLink={<a href="/ELST/cart">Return to cart</a>}
          onStep={() => {}}
          onPlaced={onPlaced}
        />
      </QueryClientProvider>
    </I18nProvider>,
  )
  return { onPlaced, user: userEvent.setup() }
}

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

describe('the confirm step', () => {
  it('places the order with the total the shopper was shown', async () => {
    const server = shopServer()
    const { onPlaced, user } = renderConfirmStep()
    await screen.findByText('You will be charged $100.00 in USD.')
    // Duties and taxes on their own line, with the country's rule, and nothing left for the doorstep.
    expect(screen.getByText('$20.00')).toBeTruthy()
    expect(screen.getByText('What is this?')).toBeTruthy()
    expect(screen.getByText(/United Kingdom’s rule: its 20% VAT\/GST on imports/)).toBeTruthy()
    expect(screen.getByText('Nothing more to pay on delivery: duties and taxes are included in the total.')).toBeTruthy()
    await user.click(await screen.findByRole('button', { name: 'Place order' }))
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith('2611231234567890', undefined))
    expect(server.orderBodies).toEqual([expect.objectContaining({ expected_total: 10_000, currency: 'USD', payment_method: 'cod' })])
  })

  it('says the total changed and shows the new figures when the price moved after the shopper looked', async () => {
    const server = shopServer()
    const { onPlaced, user } = renderConfirmStep()
    await screen.findByText('You will be charged $100.00 in USD.')
    server.serverTotal = 12_000
    await user.click(screen.getByRole('button', { name: 'Place order' }))
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The total changed, please review')
    // The step prices again, so what the shopper confirms next is the server's figure.
    expect(await screen.findByText('You will be charged $120.00 in USD.')).toBeTruthy()
    expect(onPlaced).not.toHaveBeenCalled()
    await user.click(await screen.findByRole('button', { name: 'Place order' }))
    await waitFor(() => expect(onPlaced).toHaveBeenCalled())
    expect(server.orderBodies.map((body) => body.expected_total)).toEqual([10_000, 12_000])
  })
})
