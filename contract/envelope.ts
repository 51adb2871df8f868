import { z } from 'zod'

/** Business outcomes travel in `code` with HTTP 200 (spec §8, DESIGN §3). */
export const Code = {
  ok: 200,
  /** Redirect the browser to `redirect_url` (wallet payments). */
  redirect: 401,
  notFound: 404,
  /** Login expired: the client logs out and goes to the login page. */
  loginExpired: 405,
  /** Show msg and go to the home page. */
  goHome: 406,
  conflict: 409,
  /** Bad input; `msg` says what, in the caller's language. */
  invalid: 422,
  tooMany: 429,
  failed: 500,
  /** The shop cannot reach its database for a moment: HTTP 503 with Retry-After; try again. */
  unavailable: 503,
  /**
   * Not yours to ask for: someone else's data (a foreign `user_id`), or an operator whose role
   * may not do this. Unlike 405 it does not log out.
   */
  forbidden: 403,
} as const
export type Code = (typeof Code)[keyof typeof Code]

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.number().int(),
    msg: z.string(),
    data: data.optional(),
    redirect_url: z.string().optional(),
  })

export interface Envelope<T> {
  code: number
  msg: string
  data?: T
  redirect_url?: string
}
