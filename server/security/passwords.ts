import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import { passwordPersonalProblem } from '#contract/account.ts'
import { isCommonPassword } from './common-passwords.ts'

// scrypt from node:crypto: memory-hard like argon2id, and no native addon to build.
// N=2^15, r=8, p=1 costs 32 MiB and about 0.1 s per hash on one core.
const cost = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }
const keyLength = 32

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

/** `scrypt$N$r$p$salt$key` (base64url): the parameters travel with the hash, so they can grow later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, cost)
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return false
  const expected = Buffer.from(key, 'base64url')
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p), maxmem: cost.maxmem })
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

// Checked against when an e-mail has no account, so a login takes as long either way.
let decoyHash: Promise<string> | undefined
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'))
  return decoyHash
}

export type PasswordProblem = 'common' | 'passwordHasEmail' | 'passwordHasUsername'

/**
 * What is wrong with a new password beyond its length (the contract's rule): the account's own
 * e-mail name or username in it, or a place in the common-password list. Null when it is fine.
 */
export function passwordProblem(password: string, who: { email?: string; username?: string }): PasswordProblem | null {
  return passwordPersonalProblem(password, who) ?? (isCommonPassword(password) ? 'common' : null)
}
