import { createHmac, timingSafeEqual } from 'node:crypto'

// A link that grants something without a login (a guest's order): `<expiry>.<signature>`, the
// signature an HMAC-SHA-256 of the purpose, the subject it is bound to and the expiry, under a key
// derived from a secret of the validated config for that purpose only. Nothing is stored: a
// forged, altered, expired or other subject's link fails the check. Never logged.

const keyOf = (secret: string, purpose: string) => createHmac('sha256', secret).update(`signed-link\n${purpose}`).digest()

const signatureOf = (secret: string, purpose: string, subject: string, expires: number) =>
  createHmac('sha256', keyOf(secret, purpose)).update(`${subject}\n${expires}`).digest('base64url')

/** The access part of a link to `subject` for `purpose`, valid until `expiresAt`. */
export function signLink(secret: string, purpose: string, subject: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000)
  return `${expires}.${signatureOf(secret, purpose, subject, expires)}`
}

/** 'ok', or why `access` does not open `subject` at `now`: 'forged' (bad or another subject's) or 'expired'. */
export function checkLink(secret: string, purpose: string, subject: string, access: string, now: Date): 'ok' | 'forged' | 'expired' {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(access)
  if (!match) return 'forged'
  const expires = Number(match[1])
  const expected = Buffer.from(signatureOf(secret, purpose, subject, expires))
  const given = Buffer.from(match[2])
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'forged'
  return expires * 1000 <= now.getTime() ? 'expired' : 'ok'
}
