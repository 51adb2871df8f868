import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query'
import type { Envelope } from '#contract/envelope.ts'
import type { Address, StoreAddressBody } from '#contract/account.ts'
import { accountApi } from './account-api.ts'
import { addressesQueryOptions } from './get-addresses.ts'

/** POST /user/storeaddress: saves an edited address. */
export function storeAddress(body: StoreAddressBody): Promise<Envelope<Address>> {
  return accountApi().envelope('POST /user/storeaddress', { body, silent: true })
}

export function useStoreAddress({
  mutationConfig,
}: { mutationConfig?: UseMutationOptions<Envelope<Address>, Error, StoreAddressBody> } = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, ...rest } = mutationConfig ?? {}
  return useMutation({
    ...rest,
    mutationFn: storeAddress,
    onSuccess: async (...args) => {
      // The list and every single address (the default flag may have moved).
      await queryClient.invalidateQueries({ queryKey: addressesQueryOptions().queryKey })
      return onSuccess?.(...args)
    },
  })
}
