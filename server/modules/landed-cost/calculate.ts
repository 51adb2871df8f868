// The one calculation of duties and import taxes (issue 50): pure, no database, no clock.
// Amounts are integer minor units of the order's currency; thresholds are tested in the
// destination's customs currency (converted through US dollars at the order's rate and the
// rule's customs rate), as customs value a parcel in their own currency.

export type TaxBase = 'goods' | 'goods_delivery' | 'goods_delivery_duty'

export interface DestinationTaxRule {
  country: string
  tariff: string
  vatBp: number
  currency: string
  /** Units of `currency` per US dollar, exact decimal text. */
  customsPerUsd: string
  dutyThreshold: number | null
  taxThreshold: number | null
  sellerCollectsUpTo: number | null
  taxBase: TaxBase
  /** In `currency` minor units. */
  clearanceFee: number
}

export interface DutyRate {
  tariff: string
  hsPrefix: string
  origin: string | null
  rateBp: number
  replaces: boolean
}

export interface LandedLine {
  /** Null when the product has none on file. */
  hsCode: string | null
  origin: string | null
  /** The line's value (unit price × quantity, after nothing) in the order's currency. */
  value: number
}

export interface LandedInput {
  lines: LandedLine[]
  /** The delivery fee the shopper pays, order currency. */
  delivery: number
  /**
   * The order's coupon discount, order currency: duty and tax are due on the price actually paid,
   * so it is shared over the lines in proportion to their value before anything is worked out.
   */
  discount?: number
  /** Order currency and its units per US dollar (the order's exchange rate). */
  currency: string
  perUsd: string
  /** Decimals of the order's currency and of the rule's currency. */
  digits: number
  ruleDigits: number
  rule: DestinationTaxRule | null
  dutyRates: DutyRate[]
}

/** Why one amount is what it is, frozen on the order with it. */
export interface LandedRule {
  kind: 'duty' | 'tax' | 'clearance'
  /** What produced it, e.g. "GB 871160 6%" or "GB VAT 20% on goods+delivery, collected at sale". */
  rule: string
  amount: number
}

export type LandedCost =
  | {
      status: 'ok'
      country: string
      duty: number
      tax: number
      clearance: number
      total: number
      /** The tax is charged by the shop at the sale (IOSS, UK, AU…) rather than at the border. */
      collectedAtSale: boolean
      rules: LandedRule[]
    }
  | { status: 'unknown_country'; country: string }
  | { status: 'unclassified'; country: string; lineIndex: number }
  | { status: 'no_duty_rate'; country: string; lineIndex: number; hsCode: string }

/** a × bp / 10000 rounded to the nearest minor unit, halves up (HMRC and the EU round VAT to the nearest penny/cent). */
export function applyBp(amount: number, bp: number): number {
  return Number((BigInt(amount) * BigInt(bp) * 2n + 10000n) / 20000n)
}

function decimal(text: string): { units: bigint; scale: bigint } {
  const match = /^(\d{1,12})(?:\.(\d{1,12}))?$/.exec(text.trim())
  if (!match) throw new RangeError(`not a rate: ${text}`)
  const fraction = match[2] ?? ''
  return { units: BigInt(match[1] + fraction), scale: 10n ** BigInt(fraction.length) }
}

/** An order-currency amount in the rule's currency (minor units, rounded down: a threshold is "not more than"). */
export function toRuleCurrency(amount: number, input: Pick<LandedInput, 'perUsd' | 'digits' | 'ruleDigits' | 'currency' | 'rule'>): number {
  const rule = input.rule
  if (!rule) return amount
  if (rule.currency === input.currency) return amount
  const from = decimal(input.perUsd)
  const to = decimal(rule.customsPerUsd)
  // amount / perUsd × customsPerUsd, moved between the two currencies' decimals.
  const numerator = BigInt(amount) * from.scale * to.units * 10n ** BigInt(input.ruleDigits)
  const denominator = from.units * to.scale * 10n ** BigInt(input.digits)
  return Number(numerator / denominator)
}

/** A rule-currency amount (the clearance fee) in the order's currency, rounded half up. */
export function fromRuleCurrency(
  amount: number,
  input: Pick<LandedInput, 'perUsd' | 'digits' | 'ruleDigits' | 'currency' | 'rule'>,
): number {
  const rule = input.rule
  if (!rule || rule.currency === input.currency) return amount
  const from = decimal(input.perUsd)
  const to = decimal(rule.customsPerUsd)
  const numerator = BigInt(amount) * from.units * to.scale * 10n ** BigInt(input.digits)
  const denominator = from.scale * to.units * 10n ** BigInt(input.ruleDigits)
  return Number((numerator * 2n + denominator) / (denominator * 2n))
}

const pct = (bp: number) => `${(bp / 100).toString()}%`

/** The rates that apply to one heading and origin: the longest general prefix, and the longest for the origin. */
export function dutyRatesFor(rates: DutyRate[], tariff: string, hsCode: string, origin: string | null): DutyRate[] | null {
  const longest = (list: DutyRate[]) =>
    list.filter((rate) => hsCode.startsWith(rate.hsPrefix)).sort((a, b) => b.hsPrefix.length - a.hsPrefix.length)[0]
  const ofTariff = rates.filter((rate) => rate.tariff === tariff)
  const general = longest(ofTariff.filter((rate) => rate.origin === null))
  const special = origin ? longest(ofTariff.filter((rate) => rate.origin === origin)) : undefined
  if (special?.replaces) return [special]
  if (!general) return null
  return special ? [general, special] : [general]
}

const baseLabel: Record<TaxBase, string> = {
  goods: 'goods',
  goods_delivery: 'goods+delivery',
  goods_delivery_duty: 'goods+delivery+duty',
}

/** Each line's value after its share of `discount`, in proportion to value (shares of the running total: they add up exactly, none above its line). */
export function paidValues(values: number[], discount: number): number[] {
  const goods = values.reduce((sum, value) => sum + value, 0)
  const off = BigInt(Math.min(Math.max(discount, 0), goods))
  if (off === 0n || goods === 0) return values
  let running = 0n
  let given = 0n
  return values.map((value) => {
    running += BigInt(value)
    const upTo = (running * off) / BigInt(goods)
    const share = upTo - given
    given = upTo
    return value - Number(share)
  })
}

/**
 * Duty, import tax and clearance fee for one parcel to one destination, each with its rule.
 * Refuses (never answers 0) when the destination has no rules on file, or duty is due and a
 * line has no HS code/origin or no rate for its heading. Below the duty threshold, or where
 * every heading is free, an unclassified line needs no classification.
 */
export function calculateLandedCost(input: LandedInput): LandedCost {
  const { rule } = input
  if (!rule) return { status: 'unknown_country', country: '' }
  const country = rule.country
  const paid = paidValues(
    input.lines.map((line) => line.value),
    input.discount ?? 0,
  )
  const lines = input.lines.map((line, index) => ({ ...line, value: paid[index] }))
  const goods = lines.reduce((sum, line) => sum + line.value, 0)
  const goodsInRule = toRuleCurrency(goods, input)
  const dutyDue = rule.dutyThreshold === null || goodsInRule > rule.dutyThreshold
  const taxDue = rule.vatBp > 0 && (rule.taxThreshold === null || goodsInRule > rule.taxThreshold)
  const rules: LandedRule[] = []
  let duty = 0
  if (dutyDue) {
    for (const [index, line] of lines.entries()) {
      // A tariff free for every heading ('' prefix at 0, e.g. Hong Kong) needs no classification.
      const freeForAll = input.dutyRates.some(
        (rate) => rate.tariff === rule.tariff && rate.hsPrefix === '' && rate.origin === null && rate.rateBp === 0,
      )
      const onlyFreeTariff = freeForAll && !input.dutyRates.some((rate) => rate.tariff === rule.tariff && rate.rateBp > 0)
      if (onlyFreeTariff) continue
      if (!line.hsCode || !line.origin) return { status: 'unclassified', country, lineIndex: index }
      const rates = dutyRatesFor(input.dutyRates, rule.tariff, line.hsCode, line.origin)
      if (!rates) return { status: 'no_duty_rate', country, lineIndex: index, hsCode: line.hsCode }
      for (const rate of rates) {
        const amount = applyBp(line.value, rate.rateBp)
        duty += amount
        const origin = rate.origin ? ` ${rate.origin} origin` : ''
        rules.push({ kind: 'duty', rule: `${rule.tariff} ${line.hsCode}${origin} ${pct(rate.rateBp)}`, amount })
      }
    }
  } else {
    rules.push({ kind: 'duty', rule: `${country} no duty up to ${rule.dutyThreshold} ${rule.currency} minor units`, amount: 0 })
  }
  const collectedAtSale = rule.sellerCollectsUpTo !== null && goodsInRule <= rule.sellerCollectsUpTo
  let tax = 0
  if (taxDue) {
    const base = goods + (rule.taxBase === 'goods' ? 0 : input.delivery) + (rule.taxBase === 'goods_delivery_duty' ? duty : 0)
    tax = applyBp(base, rule.vatBp)
    const where = collectedAtSale ? 'collected at sale' : 'import tax'
    rules.push({ kind: 'tax', rule: `${country} ${pct(rule.vatBp)} on ${baseLabel[rule.taxBase]}, ${where}`, amount: tax })
  } else {
    rules.push({
      kind: 'tax',
      rule: rule.vatBp === 0 ? `${country} no import tax` : `${country} no tax up to ${rule.taxThreshold} ${rule.currency} minor units`,
      amount: 0,
    })
  }
  // A clearance fee is the carrier's for a parcel that goes through formal clearance (tax or duty at the border).
  const clearance = rule.clearanceFee > 0 && !collectedAtSale && (duty > 0 || tax > 0) ? fromRuleCurrency(rule.clearanceFee, input) : 0
  if (clearance > 0) rules.push({ kind: 'clearance', rule: `${country} clearance fee`, amount: clearance })
  return { status: 'ok', country, duty, tax, clearance, total: duty + tax + clearance, collectedAtSale, rules }
}
