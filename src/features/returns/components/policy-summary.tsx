import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { policyFor, useReturnPolicies } from '../api/get-return-policies.ts'
import { PolicyFacts } from './policy-facts.tsx'
import { policyText } from './policy-labels.ts'
import '../returns-policy.css'

interface PolicySummaryProps {
  /** The policy's key: a product line (`sco`, `boot`, `ene`, `box`) or a vape brand's (`cig-waka`). */
  policyKey: string
}

/** The line's returns and warranty in short, with the way to the whole policy (product and order pages). */
export function PolicySummary({ policyKey }: PolicySummaryProps) {
  const { i18n } = useLingui()
  const policies = useReturnPolicies()
  const policy = policies.data ? policyFor(policies.data, policyKey) : undefined
  // Nothing to say until the terms are in (offline before a first visit): the footer still links the page.
  if (!policy) return null
  return (
    <section className="policy-summary" aria-label={policyText(policy, i18n.locale).name}>
      <h2 className="policy-summary__title">
        <Trans>Returns and warranty</Trans>
      </h2>
      <PolicyFacts policy={policy} />
      <Link to="/returns" hash={policy.key}>
        <Trans>The whole returns policy</Trans>
      </Link>
    </section>
  )
}
