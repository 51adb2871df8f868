import { Trans } from '@lingui/react/macro'
import type { PrizeTier } from '#contract/blindbox.ts'

export function TierName({ tier }: { tier: PrizeTier }) {
  if (tier === 'top') return <Trans>Secret (top tier)</Trans>
  if (tier === 'rare') return <Trans>Rare</Trans>
  return <Trans>Regular</Trans>
}
