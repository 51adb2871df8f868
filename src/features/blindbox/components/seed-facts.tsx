import { Trans } from '@lingui/react/macro'

/** What the shopper can write down before drawing: the committed hash, their seed and the next nonce. */
export function SeedFacts({ hash, clientSeed, nonce }: { hash: string; clientSeed: string | null; nonce: number }) {
  return (
    <dl className="box-facts">
      <dt>
        <Trans>Server seed hash (SHA-256) of your next draw</Trans>
      </dt>
      <dd className="box-mono">{hash}</dd>
      <dt>
        <Trans>Client seed</Trans>
      </dt>
      <dd className="box-mono">{clientSeed ?? <Trans>Not chosen yet</Trans>}</dd>
      <dt>
        <Trans>Nonce of your next draw</Trans>
      </dt>
      <dd>{nonce}</dd>
    </dl>
  )
}
