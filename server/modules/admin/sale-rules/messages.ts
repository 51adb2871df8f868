import type { Message } from '../../../i18n/index.ts'

export const saleRuleMessages = {
  ruleNotFound: /*i18n*/ { id: 'There is no rule for this line and country.' },
  fallbackKept: /*i18n*/ {
    id: 'The rule for every other country (*) cannot be deleted: without it the line would be sold everywhere to anyone. Edit it instead.',
  },
} satisfies Record<string, Message>

/** The sale-rule form's field problems (contract/admin-data.ts), in the operator's language. */
export const saleRuleProblems = {
  saleRuleLine: /*i18n*/ { id: 'Choose a product line: scooters, boots, energy storage, vapes or blind boxes.' },
  saleRuleCountry: /*i18n*/ { id: 'Choose a country from the ISO 3166-1 list (two letters, e.g. GB), or * for every other country.' },
  saleRuleAllowed: /*i18n*/ { id: 'Say whether the line may be sold there.' },
  saleRuleReason: /*i18n*/ {
    id: 'A line not sold there needs the reason shown to shoppers, in English and Chinese (up to 300 characters).',
  },
  saleRuleAge: /*i18n*/ { id: 'The minimum age is a whole number of years from 0 (none) to 99.' },
  saleRuleSource: /*i18n*/ { id: 'The source is at most 500 characters.' },
} satisfies Record<string, Message>
