import { z } from 'zod'
import { envelope } from './envelope.ts'
import { line, minorUnits } from './common.ts'
import { fulfillmentStatus, orderStatus, storedOrderLine, storedPaymentMethod } from './orders.ts'
import { ledgerKind, oddsScale, prizeTier } from './blindbox.ts'
import { partnershipSource } from './partnership.ts'
import { adminPage, adminPageQuery, noteBody } from './admin.ts'
import { cappedString, lineText, multilineText } from './text.ts'
import { isIsoCountry } from './country-codes.ts'
import { roundingProblem } from './money.ts'
import { saleLines } from './sale-rules.ts'

// The back office's data screens: customers, coupons, exchange rates, enquiries, blind-box odds
// and the dashboard. The browser forms and the server check with these same schemas; a form
// problem's message is a key the server and the client translate (see admin `problems`).

/** ISO 8601 text: every date leaves the server this way. */
const when = z.string()
const recordId = z.coerce.number().int().positive().max(2_147_483_647)
// Operators' texts may span lines (descriptions); control characters other than tab and newline are refused.
const text = (max: number) => multilineText(max).trim()

// Customers ---------------------------------------------------------------------------------

export const customerSort = z.enum(['created_at', 'email', 'order_count'])
export const customerQuery = adminPageQuery.extend({
  q: lineText(100).trim().optional(),
  status: z.enum(['active', 'disabled']).optional(),
  sort: customerSort.default('created_at'),
})
export const customerRow = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  locale: z.string(),
  created_at: when,
  disabled_at: when.nullable(),
  order_count: z.number().int(),
})
export type CustomerRow = z.infer<typeof customerRow>
export const customerIdQuery = z.object({ id: recordId })

/** Everything the shop knows of an account that an operator may see: never passwords, codes or seeds. */
export const customerDetail = customerRow.extend({
  wechat: z.string(),
  orders: z.array(
    z.object({
      order_no: z.string(),
      line: storedOrderLine,
      status: orderStatus,
      fulfillment_status: fulfillmentStatus,
      payment_method: storedPaymentMethod,
      currency: z.string(),
      total: minorUnits,
      placed_at: when,
    }),
  ),
  addresses: z.array(
    z.object({
      id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      country: z.string(),
      state: z.string(),
      city: z.string(),
      address: z.string(),
      postal_code: z.string(),
      phone: z.string(),
      is_default: z.boolean(),
    }),
  ),
  coupons: z.array(
    z.object({
      id: z.number().int(),
      name_en: z.string(),
      name_zh: z.string(),
      amount_cents: minorUnits,
      min_spend_cents: minorUnits,
      expires_at: when,
      used_at: when.nullable(),
    }),
  ),
  wallet: z.object({
    /** USD cents. */
    balance: minorUnits,
    ledger: z.array(
      z.object({
        id: z.number().int(),
        kind: ledgerKind,
        amount: minorUnits,
        balance_after: minorUnits,
        reference: z.string(),
        created_at: when,
      }),
    ),
  }),
  notes: z.array(z.object({ id: z.number().int(), text: z.string(), operator: z.string(), created_at: when })),
})
export type CustomerDetail = z.infer<typeof customerDetail>
export const disableCustomerBody = z.object({ id: recordId, disabled: z.boolean() })
export const customerNoteBody = noteBody.extend({ id: recordId })

// Coupons -----------------------------------------------------------------------------------

const day = /^\d{4}-\d{2}-\d{2}$/
export const couponFields = z
  .object({
    code: cappedString(30, { tooLong: 'couponCode' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{3,30}$/, { error: 'couponCode' }),
    name_en: text(200),
    name_zh: text(200),
    /** USD cents off. */
    amount_cents: z
      .number({ error: 'couponAmount' })
      .int({ error: 'couponAmount' })
      .min(1, { error: 'couponAmount' })
      .max(10_000_000, { error: 'couponAmount' }),
    /** USD cents the order's subtotal must reach. */
    min_spend_cents: z
      .number({ error: 'couponMinSpend' })
      .int({ error: 'couponMinSpend' })
      .min(0, { error: 'couponMinSpend' })
      .max(100_000_000, { error: 'couponMinSpend' }),
    /** The last day (UTC) it can be used. */
    expires_on: cappedString(10, { tooLong: 'couponExpiry' })
      .regex(day, { error: 'couponExpiry' })
      .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: 'couponExpiry' }),
  })
  .refine((value) => value.name_en !== '' || value.name_zh !== '', { error: 'couponName', path: ['name_en'] })
export type CouponFields = z.infer<typeof couponFields>
export const createCouponBody = z.object({ fields: couponFields })
export const updateCouponBody = z.object({ id: recordId, version: z.number().int().min(1), fields: couponFields })
export const publishCouponBody = z.object({ id: recordId, published: z.boolean() })

export const couponSort = z.enum(['id', 'code', 'expires_at', 'amount_cents'])
export const couponQuery = adminPageQuery.extend({
  q: lineText(60).trim().optional(),
  published: z.enum(['true', 'false']).optional(),
  sort: couponSort.default('id'),
})
export const couponRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name_en: z.string(),
  name_zh: z.string(),
  amount_cents: minorUnits,
  min_spend_cents: minorUnits,
  expires_on: z.string(),
  published: z.boolean(),
  version: z.number().int(),
  /** Accounts holding it, and how many of those spent it. */
  held: z.number().int(),
  used: z.number().int(),
})
export type CouponRow = z.infer<typeof couponRow>

// Exchange rates ----------------------------------------------------------------------------

export const setRateBody = z.object({
  currency: cappedString(10, { tooLong: 'currency' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: 'currency' }),
  /** Units of `currency` one US dollar buys, as exact decimal text. */
  per_usd: cappedString(30, { tooLong: 'rate' })
    .trim()
    .regex(/^\d{1,9}(\.\d{1,6})?$/, { error: 'rate' })
    .refine((value) => Number(value) > 0, { error: 'rate' }),
})
/** How a currency's shelf prices round (contract/money.ts `PriceRounding`): the back office's presets send these. */
export const setRoundingBody = z
  .object({
    currency: setRateBody.shape.currency,
    round_to: z.coerce
      .number({ error: 'rounding' })
      .int({ error: 'rounding' })
      .min(0, { error: 'rounding' })
      .max(1_000_000, { error: 'rounding' }),
    price_ending: z.coerce
      .number({ error: 'rounding' })
      .int({ error: 'rounding' })
      .min(0, { error: 'rounding' })
      .max(1_000_000, { error: 'rounding' }),
  })
  .refine((rounding) => roundingProblem(rounding) === null, { error: 'roundingNotPositive', path: ['price_ending'] })
export const rateQuery = z.object({
  currency: cappedString(10)
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(20),
})
export const rateRow = z.object({
  currency: z.string(),
  per_usd: z.string(),
  round_to: z.number().int(),
  price_ending: z.number().int(),
  updated_at: when,
})
export const rateHistoryRow = z.object({
  id: z.number().int(),
  currency: z.string(),
  per_usd: z.string(),
  operator: z.string().nullable(),
  created_at: when,
})
export const ratesAnswer = z.object({ rates: z.array(rateRow), history: adminPage(rateHistoryRow) })

// Enquiries ---------------------------------------------------------------------------------

export const enquiryQuery = adminPageQuery.extend({
  source: partnershipSource.optional(),
  answered: z.enum(['true', 'false']).optional(),
  q: lineText(100).trim().optional(),
})
export const enquiryRow = z.object({
  id: z.number().int(),
  source: partnershipSource,
  name: z.string(),
  age: z.number().int(),
  occupation: z.string(),
  industry: z.string(),
  company_website: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  phone: z.string(),
  email: z.string(),
  wechat: z.string(),
  locale: z.string(),
  created_at: when,
  answered_at: when.nullable(),
  answered_by: z.string().nullable(),
})
export type EnquiryRow = z.infer<typeof enquiryRow>
export const answerEnquiryBody = z.object({ id: recordId, answered: z.boolean() })

// Blind-box odds ----------------------------------------------------------------------------

export const adminBoxPrize = z.object({
  id: z.number().int(),
  tier: prizeTier,
  name_en: z.string(),
  name_zh: z.string(),
  value: minorUnits,
  odds_ppm: z.number().int(),
})
export const adminBoxSeries = z.object({
  id: z.number().int(),
  slug: z.string(),
  name_en: z.string(),
  name_zh: z.string(),
  price: minorUnits,
  active: z.boolean(),
  /** The published version: what the next draw uses. */
  odds_version: z.number().int(),
  prizes: z.array(adminBoxPrize),
  versions: z.array(z.object({ version: z.number().int(), created_at: when, draws: z.number().int() })),
})
export type AdminBoxSeries = z.infer<typeof adminBoxSeries>
/** New odds for every prize of the version the editor loaded; they must add up to 100%. */
export const boxOddsBody = z
  .object({
    series_id: recordId,
    version: z.number().int().min(1),
    odds: z
      .array(
        z.object({
          prize_id: z.number().int().positive(),
          odds_ppm: z
            .number({ error: 'oddsPositive' })
            .int({ error: 'oddsPositive' })
            .min(1, { error: 'oddsPositive' })
            .max(oddsScale, { error: 'oddsPositive' }),
        }),
      )
      .min(1)
      .max(100),
  })
  .refine((value) => value.odds.reduce((sum, prize) => sum + prize.odds_ppm, 0) === oddsScale, { error: 'oddsSum', path: ['odds'] })

// Mail that could not be sent ---------------------------------------------------------------

/** A mail the shop tried to send several times over about ten minutes, and gave up on. */
export const failedMailRow = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  failed_at: when,
  /** The mail server's last answer, or why the mail could not be read. */
  error: z.string(),
})
export type FailedMailRow = z.infer<typeof failedMailRow>
export const resendMailBody = z.object({ id: cappedString(36).pipe(z.uuid()) })

// Dashboard ---------------------------------------------------------------------------------

export const dashboardQuery = z.object({ days: z.coerce.number().int().min(7).max(90).default(30) })
export const dashboardAnswer = z.object({
  /** UTC days, oldest first: the x axis of every series. */
  days: z.array(z.string()),
  /** Net sales (total less refunds) per day, in the currency's minor units. */
  sales: z.array(z.object({ line: storedOrderLine, currency: z.string(), totals: z.array(minorUnits) })),
  to_ship: z.object({
    count: z.number().int(),
    oldest: z.array(z.object({ order_no: z.string(), line: storedOrderLine, payment_method: storedPaymentMethod, placed_at: when })),
  }),
  low_stock: z.array(z.object({ id: z.number().int(), line, name_en: z.string(), name_zh: z.string(), stock: z.number().int() })),
  /** At or under this many in stock counts as low. */
  low_stock_at: z.number().int(),
  /**
   * Money a person must look at and usually give back: orders whose payment did not add up or came
   * after they closed, and wallet top-ups paid after their account was deleted. Newest first.
   */
  money_to_review: z.array(
    z.object({
      kind: z.enum(['order', 'top_up']),
      reference: z.string(),
      amount: minorUnits,
      currency: z.string(),
      reason: z.string(),
    }),
  ),
})
export type DashboardAnswer = z.infer<typeof dashboardAnswer>

// Sale rules ------------------------------------------------------------------------------
// What may be sold where, and to whom (server/modules/sale-rules): one rule per line and
// destination country, '*' standing for every country without its own row. Owners (`settings`).

/** A rule's country: ISO 3166-1 alpha-2 (any case), or '*' for every other country. */
const saleRuleCountry = cappedString(10, { error: 'saleRuleCountry', tooLong: 'saleRuleCountry' })
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => value === '*' || isIsoCountry(value), { error: 'saleRuleCountry' })
const saleRuleLine = z.enum(saleLines, { error: 'saleRuleLine' })
const reason = lineText(300, { error: 'saleRuleReason', tooLong: 'saleRuleReason' }).trim()

/** Which rule: its line and country. */
export const saleRuleKey = z.object({ line: saleRuleLine, country: saleRuleCountry })

/** A rule as the operator saves it (created, or replacing the line's rule for that country). */
export const saleRuleFields = saleRuleKey
  .extend({
    allowed: z.boolean({ error: 'saleRuleAllowed' }),
    /** Shown to the shopper when the line is not sold there; both languages for a refusal. */
    reason_en: reason,
    reason_zh: reason,
    /** Years; 0 = no age rule. */
    minimum_age: z
      .number({ error: 'saleRuleAge' })
      .int({ error: 'saleRuleAge' })
      .min(0, { error: 'saleRuleAge' })
      .max(99, { error: 'saleRuleAge' }),
    /** Where the rule comes from: the law or the regulator's page. */
    source: multilineText(500, { error: 'saleRuleSource', tooLong: 'saleRuleSource' }).trim(),
  })
  .refine((rule) => rule.allowed || rule.reason_en !== '', { error: 'saleRuleReason', path: ['reason_en'] })
  .refine((rule) => rule.allowed || rule.reason_zh !== '', { error: 'saleRuleReason', path: ['reason_zh'] })
export type SaleRuleFields = z.infer<typeof saleRuleFields>

export const saleRuleRow = z.object({
  id: z.number().int(),
  line: z.enum(saleLines),
  country: z.string(),
  allowed: z.boolean(),
  reason_en: z.string(),
  reason_zh: z.string(),
  minimum_age: z.number().int(),
  source: z.string(),
  updated_at: when,
})
export type SaleRuleRow = z.infer<typeof saleRuleRow>

export const customerPageResponse = envelope(adminPage(customerRow))
export const customerDetailResponse = envelope(customerDetail)
export const customerNoteResponse = envelope(z.object({ id: z.number().int() }))
export const couponPageResponse = envelope(adminPage(couponRow))
export const couponResponse = envelope(couponRow)
export const ratesResponse = envelope(ratesAnswer)
export const rateResponse = envelope(rateRow)
export const enquiryPageResponse = envelope(adminPage(enquiryRow))
export const enquiryResponse = envelope(enquiryRow)
export const failedMailsResponse = envelope(z.object({ list: z.array(failedMailRow) }))
export const resendMailResponse = envelope(z.object({ id: z.string() }))
export const boxSeriesResponse = envelope(z.object({ list: z.array(adminBoxSeries) }))
export const boxSeriesOneResponse = envelope(adminBoxSeries)
export const dashboardResponse = envelope(dashboardAnswer)
export const saleRulesResponse = envelope(z.object({ list: z.array(saleRuleRow) }))
export const saleRuleResponse = envelope(saleRuleRow)
export const saleRuleDeletedResponse = envelope(z.object({ line: z.enum(saleLines), country: z.string() }))
