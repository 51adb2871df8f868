import { describe, expect, it } from 'vitest'
import { exampleOdds, fairnessExample as example } from '#contract/blindbox-example.ts'
import { draw, drawHmac, seedHash } from './fairness.ts'

// The rules page prints these numbers as its worked example; the browser's verifier is held to
// the same ones (src/features/blindbox/verify-draw.test.ts), so server and browser agree on them.
describe('the rules page’s worked example, recomputed by the server’s draw', () => {
  const seeds = { serverSeed: example.serverSeed, clientSeed: example.clientSeed, nonce: example.nonce }

  it('has the hash, the HMAC and the roll the draw computes', () => {
    expect(seedHash(example.serverSeed)).toBe(example.serverSeedHash)
    const hmac = drawHmac(example.serverSeed, example.clientSeed, example.nonce)
    expect(hmac).toBe(example.hmac)
    expect(hmac.slice(0, 13)).toBe(example.first13)
    expect(Number.parseInt(example.first13, 16)).toBe(example.first13Value)
    expect(Math.floor((example.first13Value / 2 ** 52) * 1_000_000)).toBe(example.roll)
  })

  it('gives the prize the page names, and on a guaranteed draw the top-tier prize it names', () => {
    expect(draw(exampleOdds, seeds, false)).toMatchObject({ roll: example.roll, guaranteed: false, prize: { label: example.prizeLabel } })
    expect(draw(exampleOdds, seeds, true)).toMatchObject({
      roll: example.roll,
      guaranteed: true,
      prize: { label: example.guaranteedPrizeLabel },
    })
    const topShare = exampleOdds.filter((prize) => prize.tier === 'top').reduce((sum, prize) => sum + prize.odds_ppm, 0)
    expect(Math.floor((example.roll * topShare) / 1_000_000)).toBe(example.guaranteedPoint)
  })
})
