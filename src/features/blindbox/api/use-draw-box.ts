import type { DrawRecord } from '#contract/blindbox.ts'
import type { BodyOf, BoxEndpoints } from '#contract/endpoints.ts'
import { browserApi } from '@/lib/api.ts'
import { freshKey, useBoxMutation } from './box-mutation.ts'
import { getUserId } from './user-id.ts'

type DrawBody = Omit<BodyOf<BoxEndpoints['POST /user/blindbox/createorder']>, 'user_id'>

/** POST /user/blindbox/createorder with a fresh Idempotency-Key per click. */
export const useDrawBox = (onDrawn: (draw: DrawRecord | undefined) => void) =>
  useBoxMutation(
    (body: DrawBody) =>
      browserApi()
        .box()
        .envelope('POST /user/blindbox/createorder', { body: { ...body, user_id: getUserId() }, headers: freshKey() }),
    { onSuccess: onDrawn },
  )
