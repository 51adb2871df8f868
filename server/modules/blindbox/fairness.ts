import { createHash, createHmac, randomBytes } from 'node:crypto'
import { prizeFor, rollOf, type PrizeTier } from '#contract/blindbox.ts'

/**
 * A fresh secret for a new seed pair; only its hash is shown until the shopper changes the client
 * seed. There is no server-side client seed: a client seed the server chose after committing to
 * its own seed could steer the draws.
 */
export const newServerSeed = () => randomBytes(32).toString('hex')
export const seedHash = (serverSeed: string) => createHash('sha256').update(serverSeed).digest('hex')

/** HMAC-SHA256(server_seed, "client_seed:nonce") as hex: what the browser recomputes. */
export const drawHmac = (serverSeed: string, clientSeed: string, nonce: number) =>
  createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`).digest('hex')

/**
 * The draw: the roll from the HMAC onto the published odds; when the shopper is owed the
 * guaranteed top tier and the roll did not give it, the same roll onto the top tier alone.
 */
export function draw<T extends { tier: PrizeTier; odds_ppm: number }>(
  odds: readonly T[],
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
  owedTop: boolean,
) {
  const roll = rollOf(drawHmac(seeds.serverSeed, seeds.clientSeed, seeds.nonce))
  const natural = prizeFor(odds, roll, false)
  const guaranteed = owedTop && natural.tier !== 'top'
  return { roll, guaranteed, prize: guaranteed ? prizeFor(odds, roll, true) : natural }
}
