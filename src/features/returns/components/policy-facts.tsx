import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ReturnPolicy } from '#contract/returns.ts'
import { useCountryName } from '@/ui/country-select.tsx'
import { nonReturnableLabels } from './policy-labels.ts'

/** A line's terms in a few facts: the window, the exchange, the warranty, what cannot come back. */
export function PolicyFacts({ policy }: { policy: ReturnPolicy }) {
  const { i18n } = useLingui()
  const countryName = useCountryName()
  const days = policy.window_days
  const months = policy.warranty_months
  return (
    <dl className="policy-facts">
      <div>
        <dt>
          <Trans>Returns</Trans>
        </dt>
        <dd>
          {days > 0 ? (
            <Plural value={days} one="Within # day of delivery" other="Within # days of delivery" />
          ) : (
            <Trans>No returns for a refund</Trans>
          )}
          {policy.exchange ? (
            <>
              {' · '}
              <Trans>size exchange offered</Trans>
            </>
          ) : null}
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Warranty</Trans>
        </dt>
        <dd>
          {months > 0 ? <Plural value={months} one="# month from delivery" other="# months from delivery" /> : <Trans>No warranty</Trans>}
        </dd>
      </div>
      {policy.non_returnable.length > 0 || policy.no_reimport_countries.length > 0 ? (
        <div>
          <dt>
            <Trans>Cannot come back</Trans>
          </dt>
          <dd>
            {[
              ...policy.non_returnable.map((rule) => i18n._(nonReturnableLabels[rule])),
              ...(policy.no_reimport_countries.length > 0
                ? [
                    i18n._(nonReturnableLabels.destination_forbids_reimport) +
                      ': ' +
                      policy.no_reimport_countries.map(countryName).join(', '),
                  ]
                : []),
            ]
              .filter((text, index, all) => all.indexOf(text) === index)
              .join(' · ')}
          </dd>
        </div>
      ) : null}
    </dl>
  )
}
