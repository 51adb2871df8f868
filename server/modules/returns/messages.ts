import type { Locale } from '#contract/common.ts'
import { common } from '../../i18n/common-messages.ts'
import { translate, type CatalogMessage, type Message, type MessageParams, type Translated } from '../../i18n/index.ts'

// The returns' messages (issue 51): the English is the id, the translations live in the shop's
// catalogue (src/locales/*/server.po, `npm run i18n`) like every other module's.

export const messages = {
  returnsOpened: /*i18n*/ { id: 'Your request has been sent. We will e-mail you at each step.' },
  orderNotFound: /*i18n*/ { id: 'Order not found.' },
  returnNotFound: /*i18n*/ { id: 'Return not found.' },
  orderNotPaid: /*i18n*/ { id: 'Only a paid order can be returned.' },
  orderNotDelivered: /*i18n*/ { id: 'This order has not been delivered yet: you can return it once it has arrived.' },
  lineNotInOrder: /*i18n*/ { id: 'Line {line} is not part of this order.' },
  lineTwice: /*i18n*/ { id: 'Each line may be named once per request.' },
  outsideWindow: /*i18n*/ { id: '{name} can no longer be returned: returns are accepted within {days} days of delivery (until {until}).' },
  noReturns: /*i18n*/ { id: '{name} cannot be returned for a refund or exchange.' },
  outsideWarranty: /*i18n*/ { id: '{name} is not under warranty any more (warranty: {months} months from delivery).' },
  noWarranty: /*i18n*/ { id: '{name} has no warranty to claim under.' },
  nonReturnable: /*i18n*/ { id: '{name} cannot come back: {rule}.' },
  noReimport: /*i18n*/ { id: '{name} cannot be sent back from {country}: the country forbids re-importing it.' },
  alreadyReturned: /*i18n*/ { id: '{name} has already been returned.' },
  moreThanBought: /*i18n*/ { id: 'You can return at most {left} of {name} (bought {bought}, already returned {returned}).' },
  exchangeNotOffered: /*i18n*/ { id: '{name} cannot be exchanged for another size.' },
  replacementSizeMissing: /*i18n*/ { id: 'Choose the size you want instead of {name}.' },
  replacementSizeUnknown: /*i18n*/ { id: '{name} does not come in size {size}.' },
  replacementSizeSame: /*i18n*/ { id: 'Choose a size other than the one you have.' },
  serialNumberMissing: /*i18n*/ { id: 'Give the serial number printed on the product for a warranty claim.' },
  photoNotFound: /*i18n*/ { id: 'A photo was not found: upload it again.' },
  // The form's field problems (contract/returns.ts).
  kind: /*i18n*/ { id: 'Choose a return for a refund, an exchange or a warranty claim.' },
  reason: /*i18n*/ {
    id: 'Choose a reason from the list: does not fit, damaged in transit, not as described, changed my mind or defective.',
  },
  quantity: /*i18n*/ { id: 'The quantity is a whole number of at least 1.' },
  lines: /*i18n*/ { id: 'Choose at least one line to return.' },
  noteTooLong: /*i18n*/ { id: 'The note can be at most 2000 characters.' },
  photos: /*i18n*/ { id: 'Add at most 5 photos.' },
  photo: /*i18n*/ { id: 'A photo was not found: upload it again.' },
  serialNumber: /*i18n*/ { id: 'The serial number is 3 to 60 letters, digits, spaces, dots, slashes or dashes.' },
  replacementSize: /*i18n*/ { id: 'Choose the size you want instead.' },
  orderNo: /*i18n*/ { id: 'Enter a valid order number.' },
  invalid: common.invalidField,
  // The operator's.
  policyNotFound: /*i18n*/ { id: 'There is no return policy with this key.' },
  policyChanged: /*i18n*/ { id: 'Someone else changed this policy meanwhile: reload it.' },
  notPdf: /*i18n*/ { id: 'The return label must be a PDF file of at most 5 MB.' },
  replacementOutOfStock: /*i18n*/ { id: 'There is not enough stock of {name} to hold the replacement size.' },
  inspectEveryLine: /*i18n*/ { id: 'Say for every returned line whether it can be sold again.' },
  refundRefused: /*i18n*/ { id: 'The payment provider refused the refund: {answer}' },
  // Back-office form problems.
  policyName: /*i18n*/ { id: 'Give the policy a name in both languages (up to 100 characters).' },
  windowDays: /*i18n*/ { id: 'The return window is a whole number of days from 0 to 365.' },
  warrantyMonths: /*i18n*/ { id: 'The warranty is a whole number of months from 0 to 120.' },
  policyCountry: /*i18n*/ { id: 'Countries are two capital letters (ISO 3166-1, e.g. AU).' },
  policyTerms: /*i18n*/ { id: 'Write the terms in both languages (up to 4000 characters).' },
  returnAddress: /*i18n*/ { id: 'Give the address the parcel goes back to.' },
  parcelReference: /*i18n*/ { id: 'Give the reference to write on the parcel.' },
  rejectReason: /*i18n*/ { id: 'Say why the return is rejected.' },
  withoutReturnReason: /*i18n*/ { id: 'Say why the goods need not come back.' },
} satisfies Record<string, CatalogMessage>

export type ReturnMessage = keyof typeof messages

/**
 * The message from the catalogue with its `{name}` placeholders filled, in both languages; a
 * placeholder that is itself a message (a product's names as `Translated`, a rule from the
 * catalogue) is filled with its own text in each language.
 */
export function fill(key: ReturnMessage, params: Record<string, string | number | Message> = {}): Translated {
  const put = (locale: Locale) => {
    const values: MessageParams = {}
    for (const [name, value] of Object.entries(params)) values[name] = typeof value === 'object' ? translate(value, locale) : value
    return translate(messages[key], locale, values)
  }
  return { en: put('en'), 'zh-cn': put('zh-cn') }
}

/** The non-returnable rules as the shopper reads them. */
export const ruleNames = {
  opened_e_liquid: /*i18n*/ { id: 'opened e-liquids cannot be returned' },
  used_pod: /*i18n*/ { id: 'used pods cannot be returned' },
  drawn_blind_box_prize: /*i18n*/ { id: 'a prize drawn under the published rules is final' },
  destination_forbids_reimport: /*i18n*/ { id: 'the destination forbids re-importing it' },
} satisfies Record<string, CatalogMessage>
