import type { OrderStatus, StoredPaymentMethod } from '#contract/orders.ts'
import type { z } from 'zod'
import type { orderSort, productSort } from '#contract/admin.ts'
import type { ReturnKind, ReturnState } from '#contract/returns.ts'
import type { ProductLine } from '#contract/lines.ts'

// The lists' state in the address bar. The routes validate it before anything is loaded, so this
// module stays tiny and imports only types from the contract: the back office's code, zod and the
// contract's order schemas must not ride into the shoppers' first bundle with the route tree.
// Anything unknown or malformed falls back to its default, as a hand-edited address should.

type ProductSort = z.infer<typeof productSort>
type OrderSort = z.infer<typeof orderSort>

/** Every value of a union, checked both ways: none missing, none extra. */
const all =
  <T extends string>() =>
  <const A extends readonly T[]>(values: [T] extends [A[number]] ? A : never) =>
    values

const lines = all<ProductLine>()(['sco', 'boot', 'ene', 'box', 'cig'])
const productSorts = all<ProductSort>()(['id', 'name_en', 'price_cents', 'stock', 'created_at'])
const orderSorts = all<OrderSort>()(['placed_at', 'total', 'status'])
const orderStatuses = all<OrderStatus>()(['unpaid', 'pending', 'reviewed', 'canceled', 'paid', 'refund', 'payment_failed', 'split'])
const paymentMethods = all<StoredPaymentMethod>()(['alipay', 'wechat', 'card', 'cod', 'box_wallet'])

const oneOf = <const A extends readonly string[]>(values: A, value: unknown): A[number] | undefined =>
  values.includes(value as string) ? (value as A[number]) : undefined
const page = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : 1)
const desc = (value: unknown) => (typeof value === 'boolean' ? value : true)
/** The longest search a list takes from the address bar; its search field takes no more. */
export const searchMaxLength = 100
const text = (value: unknown) => (typeof value === 'string' && value.length <= searchMaxLength ? value : undefined)
const day = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined)

export interface ProductListSearch {
  page: number
  sort: ProductSort
  desc: boolean
  line?: ProductLine
  q?: string
  missing?: 'en' | 'zh-cn'
  active?: 'true' | 'false'
}

export const productListSearch = (search: Record<string, unknown>): ProductListSearch => ({
  page: page(search.page),
  sort: oneOf(productSorts, search.sort) ?? 'id',
  desc: desc(search.desc),
  line: oneOf(lines, search.line),
  q: text(search.q),
  missing: oneOf(['en', 'zh-cn'], search.missing),
  active: oneOf(['true', 'false'], search.active),
})

export interface OrderListSearch {
  page: number
  sort: OrderSort
  desc: boolean
  status?: OrderStatus
  line?: ProductLine
  payment_method?: StoredPaymentMethod
  /** Placed on or after this day (YYYY-MM-DD, UTC). */
  since?: string
  /** Placed on or before this day. */
  until?: string
  q?: string
}

export const orderListSearch = (search: Record<string, unknown>): OrderListSearch => ({
  page: page(search.page),
  sort: oneOf(orderSorts, search.sort) ?? 'placed_at',
  desc: desc(search.desc),
  status: oneOf(orderStatuses, search.status),
  line: oneOf(lines, search.line),
  payment_method: oneOf(paymentMethods, search.payment_method),
  since: day(search.since),
  until: day(search.until),
  q: text(search.q),
})

export interface CategoryListSearch {
  line?: ProductLine
  missing?: 'en' | 'zh-cn'
  published?: 'true' | 'false'
}

export const categoryListSearch = (search: Record<string, unknown>): CategoryListSearch => ({
  line: oneOf(lines, search.line),
  missing: oneOf(['en', 'zh-cn'], search.missing),
  published: oneOf(['true', 'false'], search.published),
})

/** The one-time links' pages (set a first password, reset a forgotten one): the token, or '' without one. */
export const tokenSearch = (search: Record<string, unknown>) => ({ token: typeof search.token === 'string' ? search.token : '' })

const returnStates = all<ReturnState>()([
  'requested',
  'approved',
  'received',
  'refunded',
  'replacement_shipped',
  'repaired',
  'rejected',
  'expired',
])
const returnKinds = all<ReturnKind>()(['refund', 'exchange', 'warranty'])

export interface ReturnListSearch {
  page: number
  state?: ReturnState
  line?: ProductLine
  kind?: ReturnKind
}

export const returnListSearch = (search: Record<string, unknown>): ReturnListSearch => ({
  page: page(search.page),
  state: oneOf(returnStates, search.state),
  line: oneOf(lines, search.line),
  kind: oneOf(returnKinds, search.kind),
})
