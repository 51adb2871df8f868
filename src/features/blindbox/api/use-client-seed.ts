import type { BodyOf, BoxEndpoints } from '#contract/endpoints.ts'
import { browserApi } from '@/lib/api.ts'
import { useBoxMutation } from './box-mutation.ts'
import { getUserId } from './user-id.ts'

type ClientSeedBody = Omit<BodyOf<BoxEndpoints['POST /user/blindbox/clientSeed']>, 'user_id'>
type NewSeedPair = NonNullable<Awaited<ReturnType<typeof changeClientSeed>>['data']>

const changeClientSeed = (body: ClientSeedBody) =>
  browserApi()
    .box()
    .envelope('POST /user/blindbox/clientSeed', { body: { ...body, user_id: getUserId() } })

/** POST /user/blindbox/clientSeed: a new seed pair with the shopper's seed; the old server seed comes back revealed. */
export const useClientSeed = (onStarted: (pair: NewSeedPair | undefined) => void) =>
  useBoxMutation(changeClientSeed, { onSuccess: onStarted })
