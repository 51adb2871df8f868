import { describe, expect, it } from 'vitest'
import { exampleOdds, fairnessExample as example } from '#contract/blindbox-example.ts'
import { verifyDraw } from './verify-draw.ts'

const prizeOf = (label: string) => exampleOdds.find((prize) => prize.label === label)!
const revealed = {
  server_seed: example.serverSeed,
  server_seed_hash: example.serverSeedHash,
  client_seed: example.clientSeed,
  nonce: example.nonce,
  odds: exampleOdds,
}

// The same numbers the server's draw is held to (server/modules/blindbox/fairness.test.ts).
describe('the browser’s verifier on the rules page’s worked example', () => {
  it('recomputes a draw with the shopper’s own seed to its prize', async () => {
    const result = await verifyDraw({ ...revealed, guaranteed: false, prize: prizeOf(example.prizeLabel) })
    expect(result).toMatchObject({
      matches: true,
      hashMatches: true,
      hmac: example.hmac,
      roll: example.roll,
      prize: { label: example.prizeLabel },
    })
  })

  it('recomputes a guaranteed draw onto the top tier', async () => {
    const result = await verifyDraw({ ...revealed, guaranteed: true, prize: prizeOf(example.guaranteedPrizeLabel) })
    expect(result).toMatchObject({ matches: true, roll: example.roll, prize: { label: example.guaranteedPrizeLabel } })
  })

  it('does not verify a draw whose client seed, nonce, seed or prize was changed', async () => {
    const drawn = { ...revealed, guaranteed: false, prize: prizeOf(example.prizeLabel) }
    expect((await verifyDraw({ ...drawn, client_seed: 'Lovelace1842' })).roll).not.toBe(example.roll)
    expect((await verifyDraw({ ...drawn, nonce: example.nonce + 1 })).roll).not.toBe(example.roll)
    expect((await verifyDraw({ ...drawn, server_seed: `${example.serverSeed}0` })).matches).toBe(false)
    expect((await verifyDraw({ ...drawn, prize: prizeOf('D') })).matches).toBe(false)
  })
})
