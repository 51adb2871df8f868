import type { Envelope } from '#contract/envelope.ts'
import type { SendCodeBody } from '#contract/account.ts'
import { accountApi } from './account-api.ts'

export type SentCode = Envelope<{ resend_after: number }>

/** The answer is the same whether or not the e-mail has an account. */
export function sendEmailCode(body: SendCodeBody): Promise<SentCode> {
  return accountApi().envelope('POST /sendEmailCode', { body, silent: true })
}
