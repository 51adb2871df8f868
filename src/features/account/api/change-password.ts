import { useMutation, type UseMutationOptions } from '@tanstack/react-query'
import type { Envelope } from '#contract/envelope.ts'
import type { ChangePasswordBody } from '#contract/account.ts'
import { accountApi } from './account-api.ts'

/** Other devices are logged out; this one stays logged in. */
export function changePassword(body: ChangePasswordBody): Promise<Envelope<null>> {
  return accountApi().envelope('POST /user/changepassword', { body, silent: true })
}

export function useChangePassword({
  mutationConfig,
}: { mutationConfig?: UseMutationOptions<Envelope<null>, Error, ChangePasswordBody> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: changePassword })
}
