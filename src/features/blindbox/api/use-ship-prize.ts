import type { BodyOf, BoxEndpoints } from '#contract/endpoints.ts'
import { browserApi } from '@/lib/api.ts'
import { useBoxMutation } from './box-mutation.ts'
import { getUserId } from './user-id.ts'

type ShipBody = Omit<BodyOf<BoxEndpoints['POST /user/blindbox/addAddress']>, 'user_id'>

/** POST /user/blindbox/addAddress: a kept prize, once, to an address. */
export const useShipPrize = () =>
  useBoxMutation((body: ShipBody) =>
    browserApi()
      .box()
      .envelope('POST /user/blindbox/addAddress', { body: { ...body, user_id: getUserId() } }),
  )
