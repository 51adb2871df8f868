import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { BoxPrize, DrawRecord } from '#contract/blindbox.ts'
import { verifyDraw } from '../verify-draw.ts'

/** Recomputes the draw in this browser (WebCrypto), trusting nothing but the revealed numbers. */
export function VerifyButton({ draw }: { draw: DrawRecord & { server_seed: string } }) {
  const { t } = useLingui()
  const [result, setResult] = useState<Awaited<ReturnType<typeof verifyDraw<BoxPrize>>> | null>(null)
  return (
    <div className="box-verify">
      <button type="button" className="button" onClick={() => void verifyDraw(draw).then(setResult)}>{t`Verify`}</button>
      {result ? (
        <p role="status" className={result.matches ? 'box-verify--ok' : 'box-verify--bad'}>
          {result.matches ? (
            <Trans>
              Verified: the seed matches its hash, the roll is {result.roll} and it gives {result.prize.name}.
            </Trans>
          ) : (
            <Trans>
              Not verified: the recomputed roll {result.roll} gives {result.prize.name}.
            </Trans>
          )}
        </p>
      ) : null}
    </div>
  )
}
