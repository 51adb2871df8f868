import type { DrawRecord } from '#contract/blindbox.ts'
import { prizeFor, rollOf } from '#contract/blindbox-draw.ts'

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('')

/**
 * Recomputes a revealed draw in the browser with WebCrypto: the seed matches the hash shown
 * before the draw, and HMAC-SHA256(server_seed, "client_seed:nonce") maps onto the recorded prize.
 */
export async function verifyDraw(draw: Pick<DrawRecord, 'server_seed' | 'server_seed_hash' | 'client_seed' | 'nonce' | 'guaranteed' | 'odds' | 'prize'>) {
  const encoder = new TextEncoder()
  const hash = hex(await crypto.subtle.digest('SHA-256', encoder.encode(draw.server_seed)))
  const key = await crypto.subtle.importKey('raw', encoder.encode(draw.server_seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const hmac = hex(await crypto.subtle.sign('HMAC', key, encoder.encode(`${draw.client_seed}:${draw.nonce}`)))
  const roll = rollOf(hmac)
  const prize = prizeFor(draw.odds, roll, draw.guaranteed)
  return { hashMatches: hash === draw.server_seed_hash, roll, prize, matches: hash === draw.server_seed_hash && prize.id === draw.prize.id }
}
