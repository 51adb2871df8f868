import type { Message } from '../../i18n/index.ts'

/** The customer, coupon, rate, enquiry and blind-box screens' answers, in both languages. */
export const dataMessages = {
  customerNotFound: /*i18n*/ { id: 'No such customer.' },
  customerDisabled: /*i18n*/ { id: 'The account is disabled: it can no longer sign in, and its sessions have ended.' },
  customerEnabled: /*i18n*/ { id: 'The account is enabled again; the customer signs in anew.' },
  couponNotFound: /*i18n*/ { id: 'No such coupon.' },
  couponCodeTaken: /*i18n*/ { id: 'Another coupon already uses this code.' },
  couponStale: /*i18n*/ {
    id: 'Someone else changed this coupon while you were editing it. Reload it to see their changes, then make yours again.',
  },
  rateBase: /*i18n*/ { id: 'The US dollar is the base currency: its rate is always 1.' },
  rateUnknown: /*i18n*/ { id: 'The shop does not sell in this currency.' },
  roundingBase: /*i18n*/ { id: 'US dollar prices stay as entered: they are not rounded.' },
  enquiryNotFound: /*i18n*/ { id: 'No such enquiry.' },
  mailNotFailed: /*i18n*/ { id: 'This mail is no longer in the failed list: it was sent again already.' },
  seriesNotFound: /*i18n*/ { id: 'No such blind-box series.' },
  oddsStale: /*i18n*/ {
    id: 'Someone else published new odds for this series while you were editing. Reload to see them, then make your change again.',
  },
  oddsPrizes: /*i18n*/ { id: 'Give odds for every prize of the series, once each.' },
  oddsPublished: /*i18n*/ { id: 'New odds published as version {version}; earlier draws keep the odds they were drawn with.' },
} satisfies Record<string, Message>

/** The form problems `contract/admin-data.ts` names. */
export const dataProblems: Record<string, Message> = {
  couponCode: /*i18n*/ { id: 'Codes are 3 to 30 letters, digits or dashes.' },
  couponAmount: /*i18n*/ { id: 'The amount off must be at least 1 cent.' },
  couponMinSpend: /*i18n*/ { id: 'The minimum spend must be 0 or more cents.' },
  couponExpiry: /*i18n*/ { id: 'Choose the last day the coupon can be used.' },
  couponName: /*i18n*/ { id: 'Give the coupon a name in at least one language.' },
  currency: /*i18n*/ { id: 'Use the three-letter currency code, e.g. CNY.' },
  rate: /*i18n*/ { id: 'Type how many units one US dollar buys, e.g. 7.12 (up to 6 decimals).' },
  rounding: /*i18n*/ { id: 'Rounding is a whole number of cents (or yen) from 0 to 1,000,000.' },
  roundingNotPositive: /*i18n*/ { id: 'This rounding could make a price 0 or less: the ending must be smaller than the step.' },
  oddsPositive: /*i18n*/ { id: 'Every prize needs odds above 0.' },
  oddsSum: /*i18n*/ { id: 'The odds must add up to exactly 100%.' },
}
