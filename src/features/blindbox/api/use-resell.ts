import type { BodyOf, BoxEndpoints } from '#contract/endpoints.ts'
import { browserApi } from '@/lib/api.ts'
import { useBoxMutation } from './box-mutation.ts'
import { getUserId } from './user-id.ts'

type ResaleBody = Omit<BodyOf<BoxEndpoints['POST /user/blindbox/resale']>, 'user_id'>

/** POST /user/blindbox/resale: a kept prize, once, at the published rate. */
export const useResell = () =>
  useBoxMutation((body: ResaleBody) =>
    browserApi()
      .box()
      .envelope('POST /user/blindbox/resale', { body: { ...body, user_id: getUserId() } }),
  )
