import { z } from 'zod'
import { envelope } from './envelope.ts'
import { id, minorUnits } from './common.ts'
import { cappedString, lineText } from './text.ts'
import { accountPhonePattern, passwordMaxLength, passwordMinLength, type FormMessageKey } from './account-rules.ts'

export { formMessageKeys, passwordPersonalProblem, type FormMessageKey } from './account-rules.ts'

const says = (key: FormMessageKey) => ({ error: key })
const text = (max: number) => lineText(max, { tooLong: 'tooLong' }).trim()
const requiredText = (key: FormMessageKey, max: number) => lineText(max, { error: key, tooLong: 'tooLong' }).trim().min(1, says(key))

export const email = lineText(254, { error: 'emailRequired', tooLong: 'emailInvalid' })
  .trim()
  .min(1, says('emailRequired'))
  .pipe(z.email(says('emailInvalid')))
const newPassword = (requiredKey: FormMessageKey) =>
  lineText(passwordMaxLength, { error: requiredKey, tooLong: 'passwordLength' })
    .min(1, says(requiredKey))
    .min(passwordMinLength, says('passwordLength'))
const phone = requiredText('phoneRequired', 30).regex(accountPhonePattern, says('phoneInvalid'))
export const code = lineText(20, { error: 'codeRequired', tooLong: 'codeFormat' })
  .trim()
  .min(1, says('codeRequired'))
  .regex(/^\d{6}$/, says('codeFormat'))
/** The "again" field of the client's forms; the server never needs it. */
export const passwordAgain = cappedString(passwordMaxLength, { tooLong: 'passwordLength' }).min(1, says('passwordAgainRequired'))

export const userInfo = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  wechat: z.string(),
  /** A guest's checkout identity (no password): `email` is the contact given at checkout. */
  guest: z.boolean().optional(),
})
export type UserInfo = z.infer<typeof userInfo>

/** A login: the bearer token (256 random bits, 30 days) and who it belongs to. */
export const session = z.object({ token: z.string(), userInfo })
export type Session = z.infer<typeof session>
export const sessionResponse = envelope(session)

/** Checking out as a guest: the contact e-mail or mobile number (spec §3); the answer is a guest's session. */
export const guestBody = z
  .object({ email: email.optional(), phone: phone.optional() })
  .refine(({ email: given, phone: mobile }) => Boolean(given || mobile), { ...says('emailRequired'), path: ['email'] })
export type GuestBody = z.infer<typeof guestBody>

/** The signed link of a guest's order mail: opens a session of that order's guest. */
export const guestOrderBody = z.object({ order_no: cappedString(40), access: cappedString(200) })
export type GuestOrderBody = z.infer<typeof guestOrderBody>

export const loginBody = z.object({
  email,
  password: lineText(1024, { error: 'passwordRequired', tooLong: 'passwordLength' }).min(1, says('passwordRequired')),
})
export type LoginBody = z.infer<typeof loginBody>

export const codePurpose = z.enum(['register', 'reset'])
export type CodePurpose = z.infer<typeof codePurpose>
export const sendCodeBody = z.object({ email, type: codePurpose })
export type SendCodeBody = z.infer<typeof sendCodeBody>
/** The same answer whether or not the e-mail has an account. */
export const sendCodeResponse = envelope(z.object({ resend_after: z.number().int() }))

export const accountFields = z.object({
  username: requiredText('usernameRequired', 60),
  phone,
  wechat: text(60).default(''),
})
export type AccountFields = z.infer<typeof accountFields>

export const registerBody = accountFields.extend({
  email,
  password: newPassword('passwordRequired'),
  code,
})
export type RegisterBody = z.infer<typeof registerBody>

export const verifyResetBody = z.object({ email, code })
export type VerifyResetBody = z.infer<typeof verifyResetBody>
/** Exchanging a reset code gives a single-use ticket for the new password. */
export const verifyResetResponse = envelope(z.object({ reset_token: z.string() }))

export const resetPasswordBody = z.object({
  reset_token: lineText(200).min(1),
  password: newPassword('newPasswordRequired'),
})
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>

export const changePasswordBody = z.object({
  old_password: lineText(1024, { error: 'oldPasswordRequired', tooLong: 'passwordLength' }).min(1, says('oldPasswordRequired')),
  new_password: newPassword('newPasswordRequired'),
})
export type ChangePasswordBody = z.infer<typeof changePasswordBody>

export const userInfoResponse = envelope(userInfo)

export const addressFields = z.object({
  first_name: requiredText('firstNameRequired', 80),
  last_name: text(80).default(''),
  country: requiredText('countryRequired', 80),
  state: text(80).default(''),
  city: requiredText('cityRequired', 80),
  address: requiredText('addressRequired', 200),
  // Required or not, and its pattern, by the country (contract/address-rules.ts, checked by the server).
  postal_code: text(20).default(''),
  phone: text(30).default(''),
  is_default: z.boolean().default(false),
})
export type AddressFields = z.infer<typeof addressFields>
export type AddressInput = z.input<typeof addressFields>

export const address = addressFields.extend({
  id: z.number().int(),
  /** Saved before today's rules and no longer passing them: shown as "please check this address", never changed silently. */
  needs_check: z.boolean().default(false),
})
export type Address = z.infer<typeof address>

export const addressListResponse = envelope(z.object({ list: z.array(address) }))
export const addressResponse = envelope(address)
export const addressIdQuery = z.object({ id })
export const addressIdBody = z.object({ id })
export const storeAddressBody = addressFields.extend({ id })
export type StoreAddressBody = z.infer<typeof storeAddressBody>

/** A coupon the user holds: a fixed amount off (USD minor units) from a minimum spend. */
export const userCoupon = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  amount: minorUnits,
  min_spend: minorUnits,
  currency: z.literal('USD'),
  status: z.enum(['used', 'unused']),
  expired: z.boolean(),
  expires_at: z.string(),
})
export type UserCoupon = z.infer<typeof userCoupon>
export const userCouponListResponse = envelope(z.object({ list: z.array(userCoupon) }))
/** Coupons usable now, optionally only those a subtotal (USD minor units) reaches. */
export const usableCouponsQuery = z.object({ subtotal: z.coerce.number().int().min(0).optional() })

export const emptyResponse = envelope(z.null())

/**
 * What a deleted account's personal fields become, in the users row and in the orders and draws
 * kept for accounting; the back office shows it as "deleted customer" in the operator's language.
 */
export const deletedCustomer = 'deleted customer'

/** Deleting the account: the password and the code e-mailed for it (`/user/deletion/code`). */
export const deleteAccountBody = z.object({
  password: lineText(1024, { error: 'passwordRequired', tooLong: 'passwordLength' }).min(1, says('passwordRequired')),
  code,
  /** Gives up a blind-box balance above zero, explicitly; without it such a balance refuses the deletion. */
  forfeit_balance: z.boolean().default(false),
})
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>
export type DeleteAccountInput = z.input<typeof deleteAccountBody>

/**
 * What keeps an account from being deleted now, each with its message in the caller's language:
 * an order waiting for payment, an order being shipped, blind-box prizes kept, a balance above zero.
 */
export const deletionBlocker = z.object({
  reason: z.enum(['unpaid_order', 'top_up_pending', 'shipping_order', 'prizes_kept', 'balance']),
  message: z.string(),
})
export type DeletionBlocker = z.infer<typeof deletionBlocker>
export const deletionStatusResponse = envelope(
  z.object({
    blockers: z.array(deletionBlocker),
    /** Blind-box balance in USD minor units: the forfeit box says how much is given up. */
    balance: minorUnits,
  }),
)
export type DeletionStatus = NonNullable<z.infer<typeof deletionStatusResponse>['data']>
/** "Download my data" answers the JSON file itself; only a refusal is an envelope. */
export const dataExportResponse = envelope(z.never())
