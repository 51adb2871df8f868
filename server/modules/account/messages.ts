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
  resetExpired: /*i18n*/ { id: 'This password reset has expired. Please request a new code.' },
  oldPasswordIncorrect: /*i18n*/ { id: 'Your old password is incorrect.' },
} satisfies Record<string, Message>

/** E-mails, written in the language the shopper used when asking for them. */
export const mails = {
  registerCode: {
    subject: /*i18n*/ { id: 'Your registration code: {code}' },
    text: /*i18n*/ { id: 'Welcome to Cross-Border Shop!\n\nYour verification code is {code}. It is valid for 10 minutes and can be used once.\n\nIf you did not ask for it, you can ignore this e-mail.' },
  },
  registerExisting: {
    subject: /*i18n*/ { id: 'About your registration' },
    text: /*i18n*/ { id: 'Someone, hopefully you, tried to create an account with this e-mail address, but it already has one.\n\nTo get in, log in, or reset your password if you have forgotten it.\n\nIf this was not you, you can ignore this e-mail.' },
  },
  resetCode: {
    subject: /*i18n*/ { id: 'Your password reset code: {code}' },
    text: /*i18n*/ { id: 'Your password reset code is {code}. It is valid for 10 minutes and can be used once.\n\nIf you did not ask to reset your password, you can ignore this e-mail: your password stays as it is.' },
  },
  resetUnknown: {
    subject: /*i18n*/ { id: 'About your password reset' },
    text: /*i18n*/ { id: 'Someone asked to reset the password of an account with this e-mail address, but there is no account with it.\n\nIf it was you, you may have registered with another address, or you can create an account.\n\nIf this was not you, you can ignore this e-mail.' },
  },
} satisfies Record<string, { subject: Message; text: Message }>
