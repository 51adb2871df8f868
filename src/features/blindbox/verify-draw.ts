import type { PrizeTier } from '#contract/blindbox-draw.ts'
import { prizeFor, rollOf } from '#contract/blindbox-draw.ts'

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('')

/** What checking a draw needs: its revealed seed pair, nonce, odds table and recorded prize. */
export interface RevealedDraw<Prize> {
  server_seed: string
  server_seed_hash: string
  client_seed: string
  nonce: number
  guaranteed: boolean
  odds: readonly Prize[]
  prize: { id: number }
}

/**
 * Recomputes a revealed draw in the browser with Web Crypto, asking the server nothing: the seed
 * matches the hash shown before the draw, and HMAC-SHA256(server_seed, "client_seed:nonce") maps
 * onto the recorded prize.
 */
export async function verifyDraw<Prize extends { id: number; tier: PrizeTier; odds_ppm: number }>(draw: RevealedDraw<Prize>) {
  const encoder = new TextEncoder()
  const hash = hex(await crypto.subtle.digest('SHA-256', encoder.encode(draw.server_seed)))
  const key = await crypto.subtle.importKey('raw', encoder.encode(draw.server_seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const hmac = hex(await crypto.subtle.sign('HMAC', key, encoder.encode(`${draw.client_seed}:${draw.nonce}`)))
  const roll = rollOf(hmac)
  const prize = prizeFor(draw.odds, roll, draw.guaranteed)
  return {
    hashMatches: hash === draw.server_seed_hash,
    hmac,
    roll,
    prize,
    matches: hash === draw.server_seed_hash && prize.id === draw.prize.id,
  }
}
