import { userQueryKeyRoot } from '@/lib/session.ts'

/**
 * The shopper's blind-box data lives under ['user', …]: wiped at logout with the rest. Balance,
 * ledger and draws are asked again on every visit (staleTime 0): a restored copy is shown only
 * until the server answers, never taken as fresh.
 */
export const boxUserKey = [userQueryKeyRoot, 'blindbox'] as const
