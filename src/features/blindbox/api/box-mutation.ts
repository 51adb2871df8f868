import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Envelope } from '#contract/envelope.ts'
import { toast } from '@/ui/toast-store.ts'
import { boxUserKey } from './keys.ts'

/** Sent as Idempotency-Key on writes a retry could repeat (a draw): one key per click. */
export const freshKey = () => ({ 'Idempotency-Key': crypto.randomUUID() })

/**
 * The blind-box writes: send (one typed call of the box API), show the server's message,
 * refresh the shopper's blind-box data. Money moves on the server only; never queued offline.
 */
export function useBoxMutation<Body, Data>(
  send: (body: Body) => Promise<Envelope<Data>>,
  options: { onSuccess?: (data: Data | undefined) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    networkMode: 'always',
    mutationFn: send,
    onSuccess: (answer) => {
      toast.success(answer.msg)
      void queryClient.invalidateQueries({ queryKey: boxUserKey })
      options.onSuccess?.(answer.data)
    },
  })
}
