import { z } from 'zod'
import { envelope } from './envelope.ts'
import { cappedString, lineText, multilineText } from './text.ts'
import { isIsoCountry } from './country-codes.ts'

// The back office's landed-cost screens (issue 50): what each destination charges at its border
// and the duty rates by HS heading, edited by owners (`settings`), audited; the products the
// calculation cannot classify; the monthly tax-collected summary. A form problem's message is a
// key the server and the client translate (server/modules/admin/landed-cost/messages.ts).

const isoCountry = cappedString(2, { error: 'landedCountry', tooLong: 'landedCountry' })
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => isIsoCountry(value), { error: 'landedCountry' })
/** Basis points, 0 to 10000 (0 % to 100 %). */
const rateBp = (error: string) => z.number({ error }).int({ error }).min(0, { error }).max(10_000, { error })
/** Minor units of the destination's customs currency; null: no threshold (due from the first unit). */
const threshold = z
  .number({ error: 'landedThreshold' })
  .int({ error: 'landedThreshold' })
  .min(0, { error: 'landedThreshold' })
  .max(100_000_000, { error: 'landedThreshold' })
  .nullable()

export const destinationTaxParams = z.object({ country: isoCountry })

/** A destination's rules as the operator saves them. `currency` says what the amounts are in: it must be the destination's. */
export const destinationTaxBody = z.object({
  vat_bp: rateBp('landedVatRate'),
  currency: cappedString(3, { error: 'landedCurrency', tooLong: 'landedCurrency' })
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{3}$/, { error: 'landedCurrency' })),
  duty_threshold: threshold,
  tax_threshold: threshold,
  /** The seller charges the tax at the sale up to this goods value (UK £135, EU IOSS €150…); null: never. */
  seller_collects_up_to: threshold,
  tax_base: z.enum(['goods', 'goods_delivery', 'goods_delivery_duty'], { error: 'landedTaxBase' }),
  clearance_fee: z
    .number({ error: 'landedClearanceFee' })
    .int({ error: 'landedClearanceFee' })
    .min(0, { error: 'landedClearanceFee' })
    .max(10_000_000, { error: 'landedClearanceFee' }),
  note: lineText(300, { error: 'landedNote', tooLong: 'landedNote' }).trim(),
  source: multilineText(500, { error: 'landedSource', tooLong: 'landedSource' }).trim(),
  /** The version the operator edited: a stale one changes nothing. */
  version: z.number().int().positive(),
})
export type DestinationTaxBody = z.infer<typeof destinationTaxBody>

export const destinationTaxRow = z.object({
  country: z.string(),
  tariff: z.string(),
  vat_bp: z.number().int(),
  currency: z.string(),
  customs_per_usd: z.string(),
  duty_threshold: z.number().int().nullable(),
  tax_threshold: z.number().int().nullable(),
  seller_collects_up_to: z.number().int().nullable(),
  tax_base: z.enum(['goods', 'goods_delivery', 'goods_delivery_duty']),
  clearance_fee: z.number().int(),
  note: z.string(),
  source: z.string(),
  version: z.number().int(),
})
export type DestinationTaxRow = z.infer<typeof destinationTaxRow>

/** An HS heading prefix: empty (every heading of the tariff), or 2, 4 or 6 digits. */
export const hsPrefix = cappedString(6, { error: 'landedHsPrefix', tooLong: 'landedHsPrefix' })
  .trim()
  .regex(/^(\d{2}){0,3}$/, { error: 'landedHsPrefix' })

/** A duty rate as saved: `id` to change one, none to add one. */
export const dutyRateBody = z.object({
  id: z.number().int().positive().optional(),
  /** The customs territory: a country's code, or EU. */
  tariff: cappedString(2, { error: 'landedTariff', tooLong: 'landedTariff' })
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, { error: 'landedTariff' })),
  hs_prefix: hsPrefix,
  /** Null: every origin; a country: this rate for goods from there. */
  origin: isoCountry.nullable(),
  rate_bp: rateBp('landedDutyRate'),
  /** The origin's rate replaces the general one (a trade agreement) or adds to it (US Section 301). */
  replaces: z.boolean({ error: 'landedReplaces' }),
  source: multilineText(500, { error: 'landedSource', tooLong: 'landedSource' }).trim(),
})
export type DutyRateBody = z.infer<typeof dutyRateBody>

export const dutyRateRow = z.object({
  id: z.number().int(),
  tariff: z.string(),
  hs_prefix: z.string(),
  origin: z.string().nullable(),
  rate_bp: z.number().int(),
  replaces: z.boolean(),
  source: z.string(),
})
export type DutyRateRow = z.infer<typeof dutyRateRow>

export const dutyRateIdBody = z.object({ id: z.number().int().positive() })

/** Products without an HS code or a country of origin: refused wherever duty is due on them. */
export const unclassifiedProduct = z.object({
  id: z.number().int(),
  line: z.string(),
  name_en: z.string(),
  name_zh: z.string(),
  hs_code: z.string().nullable(),
  origin_country: z.string().nullable(),
})

/** A calendar month, YYYY-MM (UTC): the summary's orders were paid in it. */
export const taxSummaryQuery = z.object({
  month: cappedString(7, { tooLong: 'landedMonth' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'landedMonth' }),
})

export const landedCostRulesResponse = envelope(z.object({ destinations: z.array(destinationTaxRow), duty_rates: z.array(dutyRateRow) }))
export const destinationTaxResponse = envelope(destinationTaxRow)
export const dutyRateResponse = envelope(dutyRateRow)
export const dutyRateDeletedResponse = envelope(z.object({ id: z.number().int() }))
export const unclassifiedProductsResponse = envelope(z.object({ list: z.array(unclassifiedProduct) }))
