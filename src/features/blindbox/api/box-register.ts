import type { BodyOf, BoxEndpoints } from '#contract/endpoints.ts'
import { browserApi } from '@/lib/api.ts'

/**
 * POST /boxreguser: the shop's registration plus a date of birth; the server refuses anyone
 * under 18 with its own message (shown in the form) before any account exists.
 */
export const registerForBlindBoxes = (body: BodyOf<BoxEndpoints['POST /boxreguser']>) =>
  browserApi().box().envelope('POST /boxreguser', { body, silent: true })
