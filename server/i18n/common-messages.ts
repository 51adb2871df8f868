import type { Message } from './index.ts'

// Messages every module may answer with. A module keeps its own in its `messages.ts`.
export const common = {
  success: /*i18n*/ { id: 'success' },
  invalidField: /*i18n*/ { id: 'Please check {field}.' },
  invalidInput: /*i18n*/ { id: 'The request is not valid.' },
  badAddress: /*i18n*/ { id: 'This address is not valid.' },
  tooLarge: /*i18n*/ { id: 'This request is larger than this form takes.' },
  notFound: /*i18n*/ { id: 'Not found' },
  unknownShop: /*i18n*/ { id: 'This shop does not exist.' },
  loginExpired: /*i18n*/ { id: 'Login expired' },
  pleaseLogin: /*i18n*/ { id: 'Please login first!' },
  tooManyRequests: /*i18n*/ { id: 'Too many attempts. Please wait a moment and try again.' },
  // Spec messages several areas answer with, written once.
  productNotFound: /*i18n*/ { id: 'This product does not exist or is no longer sold.' },
  notEnoughStock: /*i18n*/ { id: 'Only {stock} of {name} left in stock.' },
  editSuccessful: /*i18n*/ { id: 'Edit successful' },
  emailInvalid: /*i18n*/ { id: 'Incorrect email.' },
  firstNameRequired: /*i18n*/ { id: 'Please input First name!' },
  postalCodeRequired: /*i18n*/ { id: 'Please input Postal/Zip code!' },
  databaseAway: /*i18n*/ { id: 'The shop lost its connection to its database for a moment. Please try again in a few seconds.' },
  serverError: /*i18n*/ { id: 'Something went wrong on our side. Please try again.' },
  invalidText: /*i18n*/ {
    id: 'The {field} contains characters that are not allowed (control characters or broken text). Please retype it.',
  },
  notYourAccount: /*i18n*/ { id: 'This request names another account (user_id). You can only see and change your own.' },
  // Any write that takes an Idempotency-Key (server/idempotency).
  idempotencyKeyInvalid: /*i18n*/ { id: 'The Idempotency-Key header must be 8 to 100 letters, digits, - or _.' },
  idempotencyMismatch: /*i18n*/ { id: 'This Idempotency-Key was already used for a different request. Use a new key for a new request.' },
  idempotencyInProgress: /*i18n*/ { id: 'The same request is still being processed. Please wait a moment.' },
} satisfies Record<string, Message>
