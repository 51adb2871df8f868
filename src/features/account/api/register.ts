import { useMutation, type UseMutationOptions } from '@tanstack/react-query'
import type { Envelope } from '#contract/envelope.ts'
import type { RegisterBody, Session } from '#contract/account.ts'
import { accountApi } from './account-api.ts'

/** /verifyReguser: the account is created with the e-mailed code and starts logged in. */
export function register(body: RegisterBody): Promise<Envelope<Session>> {
  return accountApi().envelope('POST /verifyReguser', { body, silent: true })
}

/** A registration with more than the shop's fields (the blind-box shop's date of birth). */
export type RegisterWith = RegisterBody & { date_of_birth?: string }

export function useRegister({
  mutationConfig,
  send = register,
}: {
  mutationConfig?: UseMutationOptions<Envelope<Session>, Error, RegisterWith>
  send?: (body: RegisterWith) => Promise<Envelope<Session>>
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: send })
}
