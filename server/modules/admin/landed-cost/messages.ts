import type { Message } from '../../../i18n/index.ts'

export const landedCostAdminMessages = {
  destinationNotFound: /*i18n*/ { id: 'There are no border rules for this country.' },
  destinationStale: /*i18n*/ {
    id: 'Someone else changed this country’s rules while you were editing them. Reload them to see their changes, then make yours again.',
  },
  wrongCurrency: /*i18n*/ {
    id: 'Thresholds and the clearance fee are in {currency}, the currency {country}’s customs use. Type them in {currency}.',
  },
  tariffUnknown: /*i18n*/ { id: 'No destination uses the tariff {tariff}: use a country code with border rules, or EU.' },
  dutyRateNotFound: /*i18n*/ { id: 'No such duty rate.' },
  dutyRateTaken: /*i18n*/ { id: 'This tariff already has a rate for this heading and origin: edit that one instead.' },
} satisfies Record<string, Message>

/** The landed-cost forms' field problems (contract/landed-cost-admin.ts), in the operator's language. */
export const landedCostProblems = {
  landedCountry: /*i18n*/ { id: 'Choose a country from the ISO 3166-1 list (two letters, e.g. GB).' },
  landedVatRate: /*i18n*/ { id: 'The VAT/GST rate is a percentage from 0 to 100, up to two decimals.' },
  landedDutyRate: /*i18n*/ { id: 'The duty rate is a percentage from 0 to 100, up to two decimals.' },
  landedCurrency: /*i18n*/ { id: 'Name the currency of the amounts with its three-letter code, e.g. GBP.' },
  landedThreshold: /*i18n*/ { id: 'A threshold is an amount of 0 or more, up to two decimals, or empty for none.' },
  landedTaxBase: /*i18n*/ { id: 'Choose what the tax is charged on: goods, goods and delivery, or goods, delivery and duty.' },
  landedClearanceFee: /*i18n*/ { id: 'The clearance fee is an amount of 0 or more, up to two decimals.' },
  landedNote: /*i18n*/ { id: 'The note shown to shoppers is one line of at most 300 characters.' },
  landedSource: /*i18n*/ { id: 'The source is at most 500 characters.' },
  landedHsPrefix: /*i18n*/ {
    id: 'An HS heading is 2, 4 or 6 digits (e.g. 64, 6402 or 640212), or empty for every heading of the tariff.',
  },
  landedTariff: /*i18n*/ { id: 'The tariff is a country’s two-letter code, or EU.' },
  landedReplaces: /*i18n*/ { id: 'Say whether the origin’s rate replaces the general one or adds to it.' },
  landedMonth: /*i18n*/ { id: 'Choose a month (YYYY-MM).' },
} satisfies Record<string, Message>
