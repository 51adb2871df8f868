import type { Message } from '../../i18n/index.ts'
import { dataProblems } from './data-messages.ts'

export const messages = {
  signInFirst: /*i18n*/ { id: 'Please sign in to the back office.' },
  forbidden: /*i18n*/ { id: 'Your role does not allow this.' },
  badSignIn: /*i18n*/ { id: 'Incorrect e-mail or password.' },
  badCode: /*i18n*/ { id: 'That code is not right or has already been used. Type the current code from your authenticator app.' },
  linkInvalid: /*i18n*/ { id: 'This link has expired or was already used. Ask an owner for a new one.' },
  passwordSet: /*i18n*/ { id: 'Your password is set. You can sign in now.' },
  operatorExists: /*i18n*/ { id: 'An operator with this e-mail already exists.' },
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
  stale: /*i18n*/ { id: 'Someone else changed this product while you were editing it. Reload it to see their changes, then make yours again.' },
  productNotFound: /*i18n*/ { id: 'No such product.' },
  slugTaken: /*i18n*/ { id: 'Another product already uses this address name.' },
  noCategory: /*i18n*/ { id: 'Choose a category of the same product line.' },
  categoryNotFound: /*i18n*/ { id: 'No such category.' },
  categoryStale: /*i18n*/ { id: 'Someone else changed this category while you were editing it. Reload it to see their changes, then make yours again.' },
  categorySlugTaken: /*i18n*/ { id: 'Another category of this product line already uses this address name.' },
  categoryFixedLine: /*i18n*/ { id: "This product line's shop pages are fixed: its categories can be renamed and reordered, but no new one can be added." },
  categoryHasPage: /*i18n*/ { id: 'This category has its own page in the shop, so it stays published.' },
  notImage: /*i18n*/ { id: 'Upload a JPEG, PNG, WebP or AVIF image.' },
  imageTooBig: /*i18n*/ { id: 'Images must be 10 MB or smaller.' },
  orderNotFound: /*i18n*/ { id: 'No such order.' },
  shipped: /*i18n*/ { id: 'Marked shipped; the customer has been e-mailed the tracking number.' },
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
}

export const shippedMail = {
  subject: /*i18n*/ { id: 'Your order {orderNo} is on its way' },
  text: /*i18n*/ { id: 'Good news: your order {orderNo} has shipped with {carrier}.\nTracking number: {tracking}\n\nThe Cross-Border Shop team' },
} satisfies Record<string, Message>
