import { useMutation, type UseMutationOptions } from '@tanstack/react-query'
import type { Envelope } from '#contract/envelope.ts'
import type { RegisterBody, Session } from '#contract/account.ts'
import { accountApi } from './account-api.ts'

/** /verifyReguser: the account is created with the e-mailed code and starts logged in. */
export function register(body: RegisterBody): Promise<Envelope<Session>> {
  return accountApi().call<Session>('POST', '/verifyReguser', { body, silent: true })
}

export function useRegister({ mutationConfig }: { mutationConfig?: UseMutationOptions<Envelope<Session>, Error, RegisterBody> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: register })
}
