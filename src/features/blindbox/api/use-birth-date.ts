import type { BodyOf, BoxEndpoints } from '#contract/endpoints.ts'
import { browserApi } from '@/lib/api.ts'
import { useBoxMutation } from './box-mutation.ts'
import { getUserId } from './user-id.ts'

type BirthDateBody = Omit<BodyOf<BoxEndpoints['POST /user/blindbox/birthdate']>, 'user_id'>

/** POST /user/blindbox/birthdate: once, before the first draw. */
export const useBirthDate = () =>
  useBoxMutation((body: BirthDateBody) =>
    browserApi()
      .box()
      .envelope('POST /user/blindbox/birthdate', { body: { ...body, user_id: getUserId() } }),
  )
