import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { QueryState } from '@/ui/query-state.tsx'
import { useReturnPolicies } from '../api/get-return-policies.ts'
import { PolicyFacts } from './policy-facts.tsx'
import { policyText } from './policy-labels.ts'
import '../returns-policy.css'

/** /returns: every product line's window, exceptions and warranty, and how to start a return. */
export function ReturnsPolicyPage() {
  const { t, i18n } = useLingui()
  const policies = useReturnPolicies()
  return (
    <main className="container returns-policy">
      <h1>
        <Trans>Returns, exchanges and warranty</Trans>
      </h1>
      <p className="returns-policy__lead">
        <Trans>
          Start a return, a size exchange or a warranty claim from your order once it has been delivered: open it in your{' '}
          <Link to="/account/orders">order history</Link> and choose “Return or exchange”. We answer with the address, the reference to
          write on the parcel and, when we can, a return label.
        </Trans>
      </p>
      <QueryState query={policies}>
        {(list) => (
          <>
            <nav aria-label={t`Product lines`} className="returns-policy__lines">
              {list.map((policy) => (
                <a key={policy.key} href={`#${policy.key}`}>
                  {policyText(policy, i18n.locale).name}
                </a>
              ))}
            </nav>
            {list.map((policy) => {
              const text = policyText(policy, i18n.locale)
              return (
                <section key={policy.key} id={policy.key} className="returns-policy__line" aria-labelledby={`${policy.key}-title`}>
                  <h2 id={`${policy.key}-title`}>{text.name}</h2>
                  <PolicyFacts policy={policy} />
                  {text.terms.split(/\n{2,}/).map((paragraph, index) => (
                    <p key={index}>{paragraph}</p>
                  ))}
                </section>
              )
            })}
          </>
        )}
      </QueryState>
    </main>
  )
}
