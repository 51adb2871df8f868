import { useMutation, type UseMutationOptions } from '@tanstack/react-query'
import type { VerifyResetBody } from '#contract/account.ts'
import { accountApi } from './account-api.ts'

/** Spends the reset code for a single-use ticket that sets the new password. */
export async function verifyResetCode(body: VerifyResetBody): Promise<string> {
  const data = await accountApi().request('POST /verifyresetpass', { body, silent: true })
  return data.reset_token
}

export function useVerifyResetCode({ mutationConfig }: { mutationConfig?: UseMutationOptions<string, Error, VerifyResetBody> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: verifyResetCode })
}
