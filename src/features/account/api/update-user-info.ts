import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query'
import type { Envelope } from '#contract/envelope.ts'
import type { AccountFields, UserInfo } from '#contract/account.ts'
import { userStore } from '@/lib/user-store.ts'
import { accountApi, accountKeys } from './account-api.ts'

export function updateUserInfo(body: AccountFields): Promise<Envelope<UserInfo>> {
  return accountApi().envelope('POST /user/updateinfo', { body, silent: true })
}

/** Keeps the cached details and the stored USER__INFO__ in step with the saved ones. */
export function useUpdateUserInfo({
  mutationConfig,
}: { mutationConfig?: UseMutationOptions<Envelope<UserInfo>, Error, AccountFields> } = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, ...rest } = mutationConfig ?? {}
  return useMutation({
    ...rest,
    mutationFn: updateUserInfo,
    onSuccess: (...args) => {
      const saved = args[0].data
      if (saved) {
        queryClient.setQueryData(accountKeys.info, saved)
        userStore.set((state) => ({ ...state, userInfo: saved }))
      }
      return onSuccess?.(...args)
    },
  })
}
