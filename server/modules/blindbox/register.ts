import type { RegisterBody } from '#contract/account.ts'
import * as account from '../account/index.ts'
import { addDateOfBirth, checkAdult, type BoxContext } from './service.ts'

type Session = Awaited<ReturnType<typeof account.register>>

/**
 * Registration in the blind-box shop: an under-18 date of birth is refused before the account
 * exists (nothing changes), then the account is made and its date of birth kept.
 */
export async function registerAdult(
  ctx: BoxContext & Parameters<typeof account.register>[0],
  form: RegisterBody,
  dateOfBirth: string,
): Promise<Session> {
  checkAdult(dateOfBirth, ctx.now())
  const session = await account.register(ctx, form)
  await addDateOfBirth(ctx, session.userInfo.id, dateOfBirth)
  return session
}
