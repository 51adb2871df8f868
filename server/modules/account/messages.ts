import type { FormMessageKey } from '#contract/account.ts'
import type { Message } from '../../i18n/index.ts'
import { common } from '../../i18n/common-messages.ts'

/** The spec's form messages (§5) and our own few, keyed as the contract's schemas name them. */
export const formMessages = {
  emailRequired: /*i18n*/ { id: 'Please input your email!' },
  emailInvalid: common.emailInvalid,
  passwordRequired: /*i18n*/ { id: 'Please input your password!' },
  passwordLength: /*i18n*/ { id: 'The password must be 8 to 128 characters long.' },
  usernameRequired: /*i18n*/ { id: 'Please input username!' },
  codeRequired: /*i18n*/ { id: 'Please input code!' },
  codeFormat: /*i18n*/ { id: 'The code is the 6 digits from the e-mail.' },
  phoneRequired: /*i18n*/ { id: 'Please input phone!' },
  phoneInvalid: /*i18n*/ { id: 'Incorrect phone number.' },
  passwordAgainRequired: /*i18n*/ { id: 'Please input the password again' },
  passwordsDiffer: /*i18n*/ { id: "Two inputs don't match!" },
  oldPasswordRequired: /*i18n*/ { id: 'Please input your old password' },
  newPasswordRequired: /*i18n*/ { id: 'Please input your new password' },
  firstNameRequired: common.firstNameRequired,
  countryRequired: /*i18n*/ { id: 'Please input Country!' },
  cityRequired: /*i18n*/ { id: 'Please input City!' },
  addressRequired: /*i18n*/ { id: 'Please input Address!' },
  postalCodeRequired: common.postalCodeRequired,
  tooLong: /*i18n*/ { id: 'This is too long.' },
  passwordHasEmail: /*i18n*/ { id: 'The password must not be or contain your email address (the part before @).' },
  passwordHasUsername: /*i18n*/ { id: 'The password must not be or contain your username.' },
} satisfies Record<FormMessageKey, Message>

export const messages = {
  loggedIn: /*i18n*/ { id: 'Login successful' },
  loggedOut: /*i18n*/ { id: 'You have logged out.' },
  incorrectLogin: /*i18n*/ { id: 'Incorrect email or password' },
  accountDisabled: /*i18n*/ { id: 'This account has been disabled. Please contact customer service.' },
  registered: /*i18n*/ { id: 'Registration is successful!' },
  passwordReset: /*i18n*/ { id: 'Password reset successfully!' },
  passwordChanged: /*i18n*/ { id: 'Password changed successfully!' },
  editSuccessful: common.editSuccessful,
  codeSent: /*i18n*/ { id: 'A verification code has been sent to {email}. It is valid for 10 minutes.' },
  codeResendWait: /*i18n*/ { id: 'Please wait {seconds} seconds before requesting another code.' },
  codeVerified: /*i18n*/ { id: 'Code verified. Please choose a new password.' },
  codeIncorrect: /*i18n*/ { id: 'Incorrect code.' },
  codeExpired: /*i18n*/ { id: 'The code has expired. Please request a new one.' },
  codeLocked: /*i18n*/ { id: 'Too many wrong tries. Please request a new code.' },
  emailTaken: /*i18n*/ { id: 'An account with this email already exists. Please log in or reset your password.' },
  passwordCommon: /*i18n*/ { id: 'This password is too common (one of the 10,000 most used). Please choose one that is harder to guess.' },
  loginWait: /*i18n*/ { id: 'Too many failed sign-ins for this account from your network. Please try again in {wait}.' },
  tooManyWait: /*i18n*/ { id: 'Too many attempts. Please try again in {wait}.' },
  exportWait: /*i18n*/ { id: 'Your data can be downloaded once an hour. Please try again in {wait}.' },
  resetExpired: /*i18n*/ { id: 'This password reset has expired. Please request a new code.' },
  oldPasswordIncorrect: /*i18n*/ { id: 'Your old password is incorrect.' },
  passwordIncorrect: /*i18n*/ { id: 'Your password is incorrect.' },
  deletionCodeSent: /*i18n*/ { id: 'A code to confirm the deletion has been sent to {email}. It is valid for 10 minutes.' },
  accountDeleted: /*i18n*/ { id: 'Your account has been deleted.' },
  deleteUnpaidOrder: /*i18n*/ {
    id: 'Order {orderNo} is waiting for payment. Pay for it, or wait until it is canceled, before deleting your account.',
  },
  deleteTopUpPending: /*i18n*/ {
    id: 'Your blind-box wallet top-up {rechargeNo} is still being paid. Wait until it goes through or fails before deleting your account.',
  },
  deleteShippingOrder: /*i18n*/ { id: 'Order {orderNo} is being shipped. You can delete your account once it has been delivered.' },
  deletePrizesKept: /*i18n*/ {
    id: 'You still have {count, plural, one {# blind-box prize} other {# blind-box prizes}}. Resell or ship them before deleting your account.',
  },
  deleteBalance: /*i18n*/ {
    id: 'Your blind-box balance is {amount}. Spend it on draws, or forfeit it explicitly, before deleting your account.',
  },
} satisfies Record<string, Message>

/** E-mails, written in the language the shopper used when asking for them. */
export const mails = {
  registerCode: {
    subject: /*i18n*/ { id: 'Your registration code: {code}' },
    text: /*i18n*/ {
      id: 'Welcome to Cross-Border Shop!\n\nYour verification code is {code}. It is valid for 10 minutes and can be used once.\n\nIf you did not ask for it, you can ignore this e-mail.',
    },
  },
  registerExisting: {
    subject: /*i18n*/ { id: 'About your registration' },
    text: /*i18n*/ {
      id: 'Someone, hopefully you, tried to create an account with this e-mail address, but it already has one.\n\nTo get in, log in, or reset your password if you have forgotten it.\n\nIf this was not you, you can ignore this e-mail.',
    },
  },
  resetCode: {
    subject: /*i18n*/ { id: 'Your password reset code: {code}' },
    text: /*i18n*/ {
      id: 'Your password reset code is {code}. It is valid for 10 minutes and can be used once.\n\nIf you did not ask to reset your password, you can ignore this e-mail: your password stays as it is.',
    },
  },
  resetUnknown: {
    subject: /*i18n*/ { id: 'About your password reset' },
    text: /*i18n*/ {
      id: 'Someone asked to reset the password of an account with this e-mail address, but there is no account with it.\n\nIf it was you, you may have registered with another address, or you can create an account.\n\nIf this was not you, you can ignore this e-mail.',
    },
  },
  deletionCode: {
    subject: /*i18n*/ { id: 'Your account deletion code: {code}' },
    text: /*i18n*/ {
      id: 'You asked to delete your Cross-Border Shop account. Your confirmation code is {code}. It is valid for 10 minutes and can be used once.\n\nIf you did not ask for it, someone knows your password: change it now. Your account stays as it is.',
    },
  },
} satisfies Record<string, { subject: Message; text: Message }>

/** The "account deleted" mail: plain text, and HTML made of the same paragraphs. */
export const accountDeletedMail = {
  subject: /*i18n*/ { id: 'Your Cross-Border Shop account has been deleted' },
  text: /*i18n*/ {
    id: 'Your Cross-Border Shop account was deleted on {date}.\n\nWe erased your name, e-mail address, phone number, WeChat ID, addresses and password, and signed you out on every device.\n\nYour {orders, plural, one {# order} other {# orders}} and their payments are kept for accounting, with your personal details replaced by "deleted customer".',
  },
  forfeited: /*i18n*/ { id: 'Your blind-box balance of {amount} was forfeited, as you chose.' },
  again: /*i18n*/ { id: 'You can register again with this e-mail address at any time.' },
} satisfies Record<string, Message>
