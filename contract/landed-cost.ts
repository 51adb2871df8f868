import { z } from 'zod'
import { minorUnits } from './common.ts'

// Duties and import taxes of an order (issue 50), as the quote states them and the order keeps
// them from its placement: amounts in the order's currency, each with the rule that produced it.

export const landedRule = z.object({
  kind: z.enum(['duty', 'tax', 'clearance']),
  /** What produced the amount, e.g. "GB 20% on goods+delivery+duty, collected at sale". */
  rule: z.string(),
  amount: minorUnits,
})

export const dutiesTaxes = z.object({
  /** Destination country, ISO alpha-2. */
  country: z.string(),
  duty: minorUnits,
  tax: minorUnits,
  clearance: minorUnits,
  /** duty + tax + clearance: the "Duties and taxes" line, included in the order's total. */
  total: minorUnits,
  /** The shop charges the tax at the sale (UK ≤ £135, EU IOSS ≤ €150, AU, NZ, NO…); else paid at import by the shop. */
  collected_at_sale: z.boolean(),
  /** The destination's import VAT/GST rate, basis points (2000 = 20 %), and what it is charged on. */
  tax_rate_bp: z.number().int(),
  tax_base: z.enum(['goods', 'goods_delivery', 'goods_delivery_duty']),
  /** The destination's rule in one sentence of its own (the "What is this?" note). */
  note: z.string(),
  rules: z.array(landedRule),
})
export type DutiesTaxes = z.infer<typeof dutiesTaxes>
