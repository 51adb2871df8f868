import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query'
import type { Envelope } from '#contract/envelope.ts'
import type { Address, AddressFields } from '#contract/account.ts'
import { accountApi } from './account-api.ts'
import { addressesQueryOptions } from './get-addresses.ts'

export function addAddress(body: AddressFields): Promise<Envelope<Address>> {
  return accountApi().envelope('POST /user/addaddress', { body, silent: true })
}

export function useAddAddress({ mutationConfig }: { mutationConfig?: UseMutationOptions<Envelope<Address>, Error, AddressFields> } = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, ...rest } = mutationConfig ?? {}
  return useMutation({
    ...rest,
    mutationFn: addAddress,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: addressesQueryOptions().queryKey })
      return onSuccess?.(...args)
    },
  })
}
