import { useMutation, type UseMutationOptions } from '@tanstack/react-query'
import type { LoginBody, Session } from '#contract/account.ts'
import { accountApi } from './account-api.ts'

/** Errors are shown by the form itself, next to what the shopper typed. */
export function login(body: LoginBody): Promise<Session> {
  return accountApi().request('POST /user/login', { body, silent: true })
}

export function useLogin({ mutationConfig }: { mutationConfig?: UseMutationOptions<Session, Error, LoginBody> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: login })
}
