import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** 256 random bits, URL-safe: bearer tokens and password-reset tickets. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Six digits from the CSPRNG, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/**
 * Codes are stored as a hash bound to their purpose and e-mail: a register code can never
 * pass as a reset code, nor one address's code as another's.
 */
export function hashCode(purpose: string, email: string, code: string): string {
  return createHash('sha256').update(`${purpose}\n${email}\n${code}`).digest('hex')
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}

// No 0/o, 1/l/i: recovery codes are read off paper and typed by hand.
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789'

/** A one-time recovery code, `xxxxx-xxxxx` (about 49 random bits; sign-ins are throttled besides). */
export function newRecoveryCode(): string {
  const letters = Array.from({ length: 10 }, () => recoveryAlphabet[randomInt(0, recoveryAlphabet.length)])
  return `${letters.slice(0, 5).join('')}-${letters.slice(5).join('')}`
}
