import { Trans } from '@lingui/react/macro'
import { exampleOdds, fairnessExample } from '#contract/blindbox-example.ts'
import { TierName } from './tier-name.tsx'

// Grouped the same way in both languages (1,000,000).
const grouped = (value: number) => value.toLocaleString('en-US')
const exampleRows = exampleOdds.map((row, index) => ({
  ...row,
  runningTotal: exampleOdds.slice(0, index + 1).reduce((sum, prize) => sum + prize.odds_ppm, 0),
}))

/**
 * How a draw is made, precisely enough to write a verifier, and a worked example whose numbers
 * come from contract/blindbox-example.ts (recomputed by the server's and the browser's tests).
 */
export function FairnessRules() {
  const {
    serverSeed,
    serverSeedHash,
    clientSeed,
    nonce,
    hmac,
    first13,
    guaranteedPrizeLabel: guaranteedPrize,
    prizeLabel: prize,
  } = fairnessExample
  const message = `${clientSeed}:${nonce}`
  const first13Value = grouped(fairnessExample.first13Value)
  const roll = grouped(fairnessExample.roll)
  const point = grouped(fairnessExample.guaranteedPoint)
  const twoTo52 = grouped(2 ** 52)
  return (
    <>
      <h2>
        <Trans>How to verify a draw</Trans>
      </h2>
      <ol className="box-rules__steps">
        <li>
          <Trans>
            <strong>Seed pair.</strong> We commit to a secret server seed (64 hexadecimal characters) and show you its SHA-256 hash,
            computed over the seed’s text (UTF-8), before you draw. You choose the client seed: 1 to 64 letters (A–Z, a–z) and digits (0–9);
            a random one made in your browser is filled in. The draws made with a pair are numbered by the nonce: 0, 1, 2…
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Changing your client seed</strong> ends the pair: its server seed is revealed on every draw made with it, and a new
            server seed is committed (its hash shown) with the nonce back at 0. We never choose your client seed, so we cannot steer a
            result after committing to our seed.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>HMAC.</strong> HMAC-SHA256 with the server seed’s text (UTF-8) as the key, over the message “client seed:nonce” (the
            nonce in decimal digits), written as 64 lowercase hexadecimal digits.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Roll.</strong> The first 13 hexadecimal digits (52 bits) as a whole number n; the roll is n ÷ 2^52 × 1,000,000 rounded
            down (0–999,999), computed in double-precision floating point as JavaScript does.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Prize.</strong> Go down the series’ odds table of the draw’s odds version in its published order, adding up each prize’s
            odds in parts per million (the table sums to 1,000,000); the prize is the first whose running total is greater than the roll.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Guarantee.</strong> When a draw is owed a top-tier prize and the roll did not give one, the draw is marked guaranteed:
            the point is the roll × T ÷ 1,000,000 rounded down, where T is the sum of the top-tier odds, and the prize is the first top-tier
            prize whose running total of top-tier odds is greater than the point.
          </Trans>
        </li>
        <li>
          <Trans>
            On the prize’s page, once the server seed is revealed, the Verify button recomputes all of this in your browser without asking
            our server.
          </Trans>
        </li>
      </ol>
      <h3>
        <Trans>Worked example</Trans>
      </h3>
      <table className="box-odds">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Prize</Trans>
            </th>
            <th scope="col">
              <Trans>Tier</Trans>
            </th>
            <th scope="col">
              <Trans>Odds (ppm)</Trans>
            </th>
            <th scope="col">
              <Trans>Running total</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {exampleRows.map((row) => (
            <tr key={row.id}>
              <td>{row.label}</td>
              <td>
                <TierName tier={row.tier} />
              </td>
              <td>{grouped(row.odds_ppm)}</td>
              <td>{grouped(row.runningTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="box-facts">
        <dt>
          <Trans>Server seed</Trans>
        </dt>
        <dd className="box-mono">{serverSeed}</dd>
        <dt>
          <Trans>Its SHA-256 hash, shown before the draws</Trans>
        </dt>
        <dd className="box-mono">{serverSeedHash}</dd>
        <dt>
          <Trans>Client seed and nonce: the message</Trans>
        </dt>
        <dd className="box-mono">{message}</dd>
        <dt>
          <Trans>HMAC-SHA256</Trans>
        </dt>
        <dd className="box-mono">{hmac}</dd>
        <dt>
          <Trans>First 13 hexadecimal digits</Trans>
        </dt>
        <dd className="box-mono">
          {first13} = {first13Value}
        </dd>
        <dt>
          <Trans>Roll</Trans>
        </dt>
        <dd>
          {first13Value} ÷ {twoTo52} × 1,000,000 ↓ = {roll}
        </dd>
      </dl>
      <p>
        <Trans>
          {roll} is not below A’s running total (4,000) or B’s (10,000) but is below C’s (100,000): the prize is {prize}.
        </Trans>
      </p>
      <p>
        <Trans>
          Had the draw been guaranteed, the point would be {roll} × 10,000 ÷ 1,000,000 rounded down = {point}, below A’s 4,000: the prize
          would be {guaranteedPrize}.
        </Trans>
      </p>
    </>
  )
}
