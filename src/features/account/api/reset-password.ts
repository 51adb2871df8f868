import { useMutation, type UseMutationOptions } from '@tanstack/react-query'
import type { Envelope } from '#contract/envelope.ts'
import type { ResetPasswordBody } from '#contract/account.ts'
import { accountApi } from './account-api.ts'

export function resetPassword(body: ResetPasswordBody): Promise<Envelope<null>> {
  return accountApi().envelope('POST /user/resetpassword', { body, silent: true })
}

export function useResetPassword({
  mutationConfig,
}: { mutationConfig?: UseMutationOptions<Envelope<null>, Error, ResetPasswordBody> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: resetPassword })
}
