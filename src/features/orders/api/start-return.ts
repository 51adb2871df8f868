import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateReturnBody, ShopperReturn } from '#contract/returns.ts'
import { browserApi } from '@/lib/api.ts'
import { ordersQueryKey } from './get-order-list.ts'

/** POST /user/returns: the server checks every rule again and answers the return with its first step. */
export function startReturn(body: CreateReturnBody): Promise<ShopperReturn> {
  return browserApi().shop('sco').request('POST /user/returns', { body, silent: true })
}

/** Starting one changes what may still come back and the order's list of returns: both are asked again. */
export function useStartReturn(orderNo: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: startReturn,
    // Not awaited: the form that asked hears of its success at once, before the refreshed options
    // (nothing left to return) take the form off the page.
    onSuccess: () => void client.invalidateQueries({ queryKey: [...ordersQueryKey, 'returns', orderNo] }),
  })
}

/** POST /user/returns/photos: one picture at a time, before the request names it by its id. */
export function uploadReturnPhoto(file: File): Promise<{ photo_id: string; url: string }> {
  return browserApi().shop('sco').request('POST /user/returns/photos', { body: file, silent: true })
}
