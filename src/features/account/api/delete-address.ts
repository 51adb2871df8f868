import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query'
import type { Envelope } from '#contract/envelope.ts'
import { accountApi } from './account-api.ts'
import { addressesQueryOptions } from './get-addresses.ts'

/** A failure ('Delete failed') is toasted by the client. */
export function deleteAddress(id: number): Promise<Envelope<null>> {
  return accountApi().envelope('POST /user/deladdress', { body: { id } })
}

export function useDeleteAddress({ mutationConfig }: { mutationConfig?: UseMutationOptions<Envelope<null>, Error, number> } = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, ...rest } = mutationConfig ?? {}
  return useMutation({
    ...rest,
    mutationFn: deleteAddress,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: addressesQueryOptions().queryKey })
      return onSuccess?.(...args)
    },
  })
}
