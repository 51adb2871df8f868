// The worked example of the rules page (/blindBoxes/rules): real numbers, computed once with the
// draw's own code. Tests recompute them with the server's draw and with the browser's verifier,
// so the page cannot drift from what a draw does.

/** An example odds table, in the order the table is published: two top-tier prizes, one rare, one regular. */
export const exampleOdds = [
  { id: 1, label: 'A', tier: 'top', odds_ppm: 4_000 },
  { id: 2, label: 'B', tier: 'top', odds_ppm: 6_000 },
  { id: 3, label: 'C', tier: 'rare', odds_ppm: 90_000 },
  { id: 4, label: 'D', tier: 'regular', odds_ppm: 900_000 },
] as const

export const fairnessExample = {
  serverSeed: '20f00fb1167ba6a0cfb054b483f2492a35413204663c0933fc933114aba0bf2c',
  /** SHA-256 of the server seed's text, shown before the draws of its pair. */
  serverSeedHash: 'bfba7f81062712db7080804021f94fdaf4e3b8efab019ddfb7bbbc96ba73d4c5',
  clientSeed: 'Lovelace1843',
  nonce: 2,
  /** HMAC-SHA256, key: the server seed's text, message: "Lovelace1843:2". */
  hmac: '0ab67238c017ec989ec7ca04929079ed130788da150bbab9c225fe8a3645262d',
  first13: '0ab67238c017e',
  first13Value: 188_459_466_359_166,
  roll: 41_846,
  /** 41,846 is past A (4,000) and B (10,000) and under C's cumulative 100,000. */
  prizeLabel: 'C',
  /** A guaranteed draw: floor(41,846 × 10,000 / 1,000,000) onto the top tier's 10,000. */
  guaranteedPoint: 418,
  guaranteedPrizeLabel: 'A',
} as const
