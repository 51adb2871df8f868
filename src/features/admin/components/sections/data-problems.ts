import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

// The form problems `contract/admin-data.ts` names: the server's own sentences (admin data-messages).
export const dataProblems: Record<string, MessageDescriptor> = {
  couponCode: msg`Codes are 3 to 30 letters, digits or dashes.`,
  couponAmount: msg`The amount off must be at least 1 cent.`,
  couponMinSpend: msg`The minimum spend must be 0 or more cents.`,
  couponExpiry: msg`Choose the last day the coupon can be used.`,
  couponName: msg`Give the coupon a name in at least one language.`,
  currency: msg`Use the three-letter currency code, e.g. CNY.`,
  rate: msg`Type how many units one US dollar buys, e.g. 7.12 (up to 6 decimals).`,
  oddsPositive: msg`Every prize needs odds above 0.`,
  oddsSum: msg`The odds must add up to exactly 100%.`,
  saleRuleLine: msg`Choose a product line: scooters, boots, energy storage, vapes or blind boxes.`,
  saleRuleCountry: msg`Choose a country from the ISO 3166-1 list (two letters, e.g. GB), or * for every other country.`,
  saleRuleAllowed: msg`Say whether the line may be sold there.`,
  saleRuleReason: msg`A line not sold there needs the reason shown to shoppers, in English and Chinese (up to 300 characters).`,
  saleRuleAge: msg`The minimum age is a whole number of years from 0 (none) to 99.`,
  saleRuleSource: msg`The source is at most 500 characters.`,
}
