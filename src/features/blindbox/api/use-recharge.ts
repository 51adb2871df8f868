import type { BodyOf, BoxEndpoints, DataOf } from '#contract/endpoints.ts'
import { browserApi } from '@/lib/api.ts'
import { useBoxMutation } from './box-mutation.ts'
import { getUserId } from './user-id.ts'

type RechargeBody = Omit<BodyOf<BoxEndpoints['POST /user/blindbox/recharge']>, 'user_id'>
export type RechargeAnswer = DataOf<BoxEndpoints['POST /user/blindbox/recharge']>

/**
 * POST /user/blindbox/recharge: a wallet answers 401 and the client follows redirect_url; a
 * Stripe card or a WeChat Pay QR code answers what the page shows to finish (`onAnswer`).
 */
export const useRecharge = (onAnswer?: (answer: RechargeAnswer | undefined) => void) =>
  useBoxMutation(
    (body: RechargeBody) =>
      browserApi()
        .box()
        .envelope('POST /user/blindbox/recharge', { body: { ...body, user_id: getUserId() } }),
    { onSuccess: onAnswer },
  )
