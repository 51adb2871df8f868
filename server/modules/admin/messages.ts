import type { Message } from '../../i18n/index.ts'
import { dataProblems } from './data-messages.ts'
import { shippingProblems } from './shipping/messages.ts'
import { saleRuleProblems } from './sale-rules/messages.ts'
import { returnMessages } from '../returns/index.ts'

export const messages = {
  signInFirst: /*i18n*/ { id: 'Please sign in to the back office.' },
  forbidden: /*i18n*/ { id: 'Your role does not allow this.' },
  badSignIn: /*i18n*/ { id: 'Incorrect e-mail or password.' },
  badCode: /*i18n*/ { id: 'That code is not right or has already been used. Type the current code from your authenticator app.' },
  linkInvalid: /*i18n*/ { id: 'This link has expired or was already used. Ask an owner for a new one.' },
  passwordSet: /*i18n*/ { id: 'Your password is set. You can sign in now.' },
  operatorExists: /*i18n*/ {
    id: 'An operator with this e-mail already exists and has signed in. If they forgot their password, they can reset it from the sign-in page.',
  },
  resetRequested: /*i18n*/ {
    id: 'If an operator has this e-mail, a link to choose a new password is on its way. It works once, within 30 minutes.',
  },
  resetLinkInvalid: /*i18n*/ {
    id: 'This password reset link has expired or was already used. Ask for a new one from the sign-in page.',
  },
  resetTooManyCodes: /*i18n*/ {
    id: 'Too many wrong codes: this password reset link no longer works. Ask for a new one from the sign-in page.',
  },
  passwordReset: /*i18n*/ { id: 'Your password is changed and every back-office session has ended. Sign in with the new password.' },
  tooManyWait: /*i18n*/ { id: 'Too many attempts. Please try again in {wait}.' },
  // The shoppers' words: the same rules and the same translations.
  signInWait: /*i18n*/ { id: 'Too many failed sign-ins for this account from your network. Please try again in {wait}.' },
  passwordCommon: /*i18n*/ { id: 'This password is too common (one of the 10,000 most used). Please choose one that is harder to guess.' },
  passwordHasEmail: /*i18n*/ { id: 'The password must not be or contain your email address (the part before @).' },
  codeWait: /*i18n*/ { id: 'Too many wrong codes for this account from your network. Please try again in {wait}.' },
  tooManyCodes: /*i18n*/ { id: 'Too many wrong codes: this sign-in has ended. Sign in again with your password.' },
  badRecoveryCode: /*i18n*/ { id: 'That recovery code is not right or has already been used.' },
  operatorNotFound: /*i18n*/ { id: 'No such operator.' },
  ownAccount: /*i18n*/ { id: 'You cannot change your own role or reset your own authenticator: ask another owner.' },
  lastOwner: /*i18n*/ { id: 'The shop needs at least one owner: make another operator an owner first.' },
  stale: /*i18n*/ {
    id: 'Someone else changed this product while you were editing it. Reload it to see their changes, then make yours again.',
  },
  productNotFound: /*i18n*/ { id: 'No such product.' },
  slugTaken: /*i18n*/ { id: 'Another product already uses this address name.' },
  noCategory: /*i18n*/ { id: 'Choose a category of the same product line.' },
  categoryNotFound: /*i18n*/ { id: 'No such category.' },
  categoryStale: /*i18n*/ {
    id: 'Someone else changed this category while you were editing it. Reload it to see their changes, then make yours again.',
  },
  categorySlugTaken: /*i18n*/ { id: 'Another category of this product line already uses this address name.' },
  categoryFixedLine: /*i18n*/ {
    id: "This product line's shop pages are fixed: its categories can be renamed and reordered, but no new one can be added.",
  },
  categoryHasPage: /*i18n*/ { id: 'This category has its own page in the shop, so it stays published.' },
  notImage: /*i18n*/ { id: 'Upload a JPEG, PNG, WebP or AVIF image.' },
  imageTooBig: /*i18n*/ { id: 'Images must be 10 MB or smaller.' },
  imageTooManyPixels: /*i18n*/ { id: 'Images may have at most 40 megapixels (for example 8000 × 5000).' },
  imageNotFound: /*i18n*/ { id: 'This product has no such image.' },
  orderNotFound: /*i18n*/ { id: 'No such order.' },
  shipped: /*i18n*/ { id: 'Marked shipped; the customer has been e-mailed the tracking number.' },
} satisfies Record<string, Message>

/** Mail to operators, in the language of the page that asked for it. */
export const operatorMails = {
  reset: {
    subject: /*i18n*/ { id: 'Reset your back-office password' },
    text: /*i18n*/ {
      id: 'Someone asked to reset the password of your back-office account. To choose a new one, open this link within {minutes} minutes (it works once; you will need the code from your authenticator app):\n\n{link}\n\nIf this was not you, ignore this e-mail: your password stays as it is.',
    },
  },
} satisfies Record<string, Record<string, Message>>

/** The catalogue import's problems, each about one row's column (or the file). */
export const csvMessages = {
  notCsv: /*i18n*/ { id: 'Send the catalogue as a CSV file (text/csv), at most 5 MB.' },
  malformed: /*i18n*/ { id: 'The file is not valid CSV near line {line} (check the quotes).' },
  header: /*i18n*/ { id: 'The first line must name the columns, in this order: {columns}' },
  empty: /*i18n*/ { id: 'The file has no products under its header.' },
  tooMany: /*i18n*/ { id: 'At most {max} products per file.' },
  columnCount: /*i18n*/ { id: 'This row has {found} values; the header has {expected}.' },
  line: /*i18n*/ { id: 'Unknown product line: use one of {lines}.' },
  category: /*i18n*/ { id: 'No category with this address name in the product line.' },
  price: /*i18n*/ { id: 'Write the price in US dollars, at least 0.01, with at most two decimals (e.g. 499.90).' },
  compareAt: /*i18n*/ { id: 'Leave the compare-at price empty or write it in US dollars, at least 0.01 (e.g. 549.00).' },
  stock: /*i18n*/ { id: 'Stock is a whole number from 0 to 1000000.' },
  published: /*i18n*/ { id: 'Write yes or no.' },
  duplicateSlug: /*i18n*/ { id: 'This web address is already used by the row on line {line}.' },
  tooLong: /*i18n*/ { id: 'Too long: at most {max} characters.' },
  invalid: /*i18n*/ { id: 'Please check this value.' },
  busy: /*i18n*/ {
    id: 'Another import is under way ({done} of {total} rows written). Wait until it has finished, then import this file.',
  },
  stopped: /*i18n*/ {
    id: 'The import stopped after {done} of {total} rows. The rows written are in the shop; import the same file again to finish it.',
  },
  refused: /*i18n*/ {
    id: 'Nothing was imported: the file has {count, plural, one {# problem} other {# problems}}. Fix the rows listed and import it again.',
  },
} satisfies Record<string, Message>

/** The form problems the contract names, in both languages. */
export const problems: Record<string, Message> = {
  email: /*i18n*/ { id: 'Incorrect email.' },
  passwordShort: /*i18n*/ { id: 'Use at least 12 characters.' },
  totpCode: /*i18n*/ { id: 'Type the six digits from your authenticator app.' },
  recoveryCode: /*i18n*/ { id: 'Type a recovery code as it was given: ten letters and digits.' },
  slug: /*i18n*/ { id: 'Use lower-case letters, digits and dashes.' },
  price: /*i18n*/ { id: 'The price must be at least 1 cent.' },
  nameRequired: /*i18n*/ { id: 'Give the product a name in at least one language.' },
  categoryName: /*i18n*/ { id: 'Give the category a name in at least one language.' },
  categoryBrand: /*i18n*/ { id: 'Vape categories belong to a brand (WAKA or IMOMENT); other lines have none.' },
  categorySort: /*i18n*/ { id: 'The position is a whole number from 0 to 10000.' },
  carrier: /*i18n*/ { id: 'Name the carrier.' },
  tracking: /*i18n*/ { id: 'Tracking numbers are 4 to 40 letters, digits or dashes.' },
  noteEmpty: /*i18n*/ { id: 'Write the note first.' },
  ...dataProblems,
  ...shippingProblems,
  ...saleRuleProblems,
  // The returns' back-office forms (issue 51).
  policyName: returnMessages.policyName,
  windowDays: returnMessages.windowDays,
  warrantyMonths: returnMessages.warrantyMonths,
  policyCountry: returnMessages.policyCountry,
  policyTerms: returnMessages.policyTerms,
  returnAddress: returnMessages.returnAddress,
  parcelReference: returnMessages.parcelReference,
  rejectReason: returnMessages.rejectReason,
  withoutReturnReason: returnMessages.withoutReturnReason,
}
