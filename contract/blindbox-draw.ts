// How a blind-box draw maps onto its prize, as plain functions free of zod: the browser checks
// a revealed draw with them (the rules page), and a page's bundle should not carry a schema
// library for that. contract/blindbox.ts builds its schemas from these and re-exports them.

/** Odds are in parts per million: a series' prizes sum to oddsScale. */
export const oddsScale = 1_000_000
export const prizeTiers = ['top', 'rare', 'regular'] as const
export type PrizeTier = (typeof prizeTiers)[number]

/** A client seed is the shopper's own: 1 to 64 letters and digits (the form and the server check the same). */
export const clientSeedPattern = /^[A-Za-z0-9]{1,64}$/
export const clientSeedMaxLength = 64

/**
 * The published mapping: the HMAC's first 13 hex digits (52 bits) scaled onto 0 … oddsScale-1,
 * then the first prize whose cumulative odds pass the roll. A guaranteed draw maps the same roll
 * onto the top tier alone. Shared by the server's draw and the browser's check.
 */
export function rollOf(hmacHex: string): number {
  return Math.floor((Number.parseInt(hmacHex.slice(0, 13), 16) / 2 ** 52) * oddsScale)
}

export function prizeFor<T extends { tier: PrizeTier; odds_ppm: number }>(odds: readonly T[], roll: number, guaranteed: boolean): T {
  const table = guaranteed ? odds.filter((prize) => prize.tier === 'top') : odds
  const total = table.reduce((sum, prize) => sum + prize.odds_ppm, 0)
  // A guaranteed draw rescales the roll onto the top tier's own share.
  const point = guaranteed ? Math.floor((roll * total) / oddsScale) : roll
  let cumulative = 0
  for (const prize of table) {
    cumulative += prize.odds_ppm
    if (point < cumulative) return prize
  }
  return table[table.length - 1]!
}
