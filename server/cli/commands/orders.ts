import { orderNo as orderNoRule, orderStatus } from '#contract/orders.ts'
import { ShopError } from '../../http/shop-error.ts'
import { translate } from '../../i18n/index.ts'
import { createPaymentProviders } from '../../modules/payments/index.ts'
import type { OrderRow } from '../../db/tables/orders.ts'
import * as orders from '../../modules/orders/index.ts'
import { refundOrder } from '../../modules/admin/index.ts'
import type { Command, CommandContext } from './command.ts'
import { printable } from '../terminal-safe.ts'

// The operator's order commands: each goes through the same service and state machine as the
// API, so a refused transition here is refused with the same message.

/** Runs an order action and prints the order's new state; refusals become readable errors. */
async function act(action: () => Promise<OrderRow>): Promise<string> {
  try {
    const order = await action()
    return `${order.order_no}  ${order.status} / ${order.fulfillment_status}  ${money(order.total, order.currency)}${order.refunded ? `  refunded ${money(order.refunded, order.currency)}` : ''}`
  } catch (error) {
    if (error instanceof ShopError) throw new Error(translate(error.userMessage, 'en', error.params), { cause: error })
    throw error
  }
}

const money = (minor: number, currency: string) => `${minor} ${currency} (minor units)`

function orderNumberOf({ positionals }: CommandContext, usage: string): string {
  const parsed = orderNoRule.safeParse(positionals[0] ?? '')
  if (!parsed.success) throw new Error(`Give an order number: ${usage}`)
  return parsed.data
}

function wholeNumber(value: unknown, what: string, min = 0): number {
  const number = Number(value)
  if (typeof value !== 'string' || !/^\d+$/.test(value) || number < min)
    throw new Error(`${what} must be a whole number${min ? ` of at least ${min}` : ''}, not "${String(value)}"`)
  return number
}

/** What an order command's mail needs: the queue and the shop's address for its links. */
const withMail = ({ db, now, mail, config }: CommandContext) => ({ db, now, mail, publicUrl: config.PUBLIC_URL })

const single = (summary: string, usage: string, action: (context: CommandContext, orderNo: string) => Promise<OrderRow>): Command => ({
  summary,
  usage,
  async run(context) {
    const orderNo = orderNumberOf(context, usage)
    return act(() => action(context, orderNo))
  },
})

export const orderCommands: Record<string, Command> = {
  orders: {
    summary: 'List orders, newest first',
    usage: 'orders [--status unpaid|pending|reviewed|canceled|paid|refund|payment_failed|split] [--limit N] [--json]',
    options: { status: { type: 'string' }, limit: { type: 'string', default: '50' }, json: { type: 'boolean', default: false } },
    async run({ db, values }) {
      const status = values.status === undefined ? undefined : orderStatus.safeParse(values.status)
      if (status && !status.success) throw new Error(`--status must be one of ${orderStatus.options.join(', ')}`)
      const rows = await orders.listAllOrders({ db }, { status: status?.data, limit: wholeNumber(values.limit, '--limit', 1) })
      if (values.json) return JSON.stringify(rows, null, 2)
      if (rows.length === 0) return 'No orders.'
      return [
        ...rows.map((row) =>
          [
            row.order_no,
            row.placed_at.toISOString().slice(0, 16).replace('T', ' '),
            row.line.padEnd(4),
            row.payment_method.padEnd(6),
            `${row.status}/${row.fulfillment_status}`.padEnd(30),
            `${row.total} ${row.currency}`,
            printable(row.contact_email || row.contact_phone),
          ].join('  '),
        ),
        '',
        `${rows.length} order${rows.length === 1 ? '' : 's'}`,
      ].join('\n')
    },
  },

  ship: {
    summary: 'Mark an order shipped: everything (--all) or some products (--goods ID:QTY, repeatable)',
    usage: 'ship <order_no> --all | ship <order_no> --goods 12:1 [--goods 15:2]',
    options: { all: { type: 'boolean', default: false }, goods: { type: 'string', multiple: true } },
    async run(context) {
      const orderNo = orderNumberOf(context, this.usage)
      const parts = (context.values.goods ?? []) as string[]
      if (context.values.all === parts.length > 0) throw new Error(`Say what to ship, either --all or --goods ID:QTY: ${this.usage}`)
      const lines = new Map<number, number>()
      for (const part of parts) {
        const [goodsId, quantity] = part.split(':')
        const id = wholeNumber(goodsId, 'A goods id', 1)
        lines.set(id, (lines.get(id) ?? 0) + wholeNumber(quantity ?? '', `The quantity of ${goodsId}`, 1))
      }
      return act(() => orders.shipOrder(context, orderNo, context.values.all ? { all: true } : { all: false, lines }))
    },
  },

  complete: single('Mark a shipped, paid order delivered and completed', 'complete <order_no>', (context, orderNo) =>
    orders.completeOrder(context, orderNo),
  ),
  cancel: single('Cancel an unpaid order, putting its stock and coupon back', 'cancel <order_no>', (context, orderNo) =>
    orders.cancelOrder(context, orderNo),
  ),
  review: single('Accept a cash-on-delivery order for delivery', 'review <order_no>', (context, orderNo) =>
    orders.reviewOrder(context, orderNo),
  ),
  'mark-paid': single('Record cash collected for a delivered cash-on-delivery order', 'mark-paid <order_no>', (context, orderNo) =>
    orders.markOrderPaid(withMail(context), orderNo),
  ),

  refund: {
    summary: 'Refund a paid order in full, or part of it with --amount (minor units of the order currency)',
    usage: 'refund <order_no> [--amount MINOR_UNITS]',
    options: { amount: { type: 'string' } },
    async run(context) {
      const orderNo = orderNumberOf(context, this.usage)
      const amount = context.values.amount === undefined ? undefined : wholeNumber(context.values.amount, '--amount', 1)
      const payments = context.payments ?? createPaymentProviders({ db: context.db, now: context.now, config: context.config })
      // The back office's refund (gateway first, one refund number per refund, audited): one door for both.
      return act(() => refundOrder({ ...withMail(context), payments }, null, orderNo, amount))
    },
  },

  'set-stock': {
    summary: 'Set how many of a product are in stock',
    usage: 'set-stock <goods_id> <stock> [--reason "stock count"]',
    options: { reason: { type: 'string' } },
    async run({ db, now, positionals, values }) {
      const goodsId = wholeNumber(positionals[0], 'The goods id', 1)
      const stock = wholeNumber(positionals[1], 'The stock')
      // Kept in the product's stock history: the back office shows it beside "command line".
      const reason = typeof values.reason === 'string' ? values.reason.trim().slice(0, 200) : ''
      try {
        const row = await orders.setGoodsStock({ db, now }, goodsId, stock, reason)
        return `${row?.id}  ${printable(row?.name_en ?? '')}: ${row?.stock} in stock`
      } catch (error) {
        if (error instanceof ShopError) throw new Error(translate(error.userMessage, 'en', error.params), { cause: error })
        throw error
      }
    },
  },

  'set-rate': {
    summary: 'Set an exchange rate: how many units of a currency one US dollar buys',
    usage: 'set-rate <CUR> <units_per_usd>   e.g. set-rate CNY 7.1',
    async run({ db, now, positionals }) {
      const [currency = '', rate = ''] = positionals
      if (!/^[A-Z]{3}$/.test(currency)) throw new Error(`Give a three-letter currency code such as CNY, not "${currency}"`)
      if (!Intl.supportedValuesOf('currency').includes(currency)) throw new Error(`${currency} is not a currency`)
      if (!/^\d{1,11}(\.\d{1,6})?$/.test(rate) || Number(rate) <= 0)
        throw new Error(`The rate must be a positive number with at most 6 decimals, not "${rate}"`)
      if (currency === 'USD' && Number(rate) !== 1) throw new Error('USD is the base currency: its rate is always 1')
      await orders.setExchangeRate({ db, now }, currency, rate)
      return `1 USD = ${rate} ${currency}; orders placed from now on use it`
    },
  },

  'release-expired': {
    summary: 'Cancel online orders left unpaid past their deadline, putting stock and coupons back',
    usage: 'release-expired',
    async run(context) {
      const released = await orders.releaseExpiredOrders(withMail(context))
      return released.length === 0 ? 'No unpaid orders past their deadline.' : `Released ${released.length}: ${released.join(', ')}`
    },
  },
}
