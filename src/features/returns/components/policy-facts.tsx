import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ReturnPolicy } from '#contract/returns.ts'
import { useLocale } from '@/lib/i18n.ts'
// The names alone, not the country select: a product page shows no select (issue 46).
import { countryName } from '@/ui/country-names.ts'
import { nonReturnableLabels } from './policy-labels.ts'

/** A line's terms in a few facts: the window, the exchange, the warranty, what cannot come back. */
export function PolicyFacts({ policy }: { policy: ReturnPolicy }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const countries = policy.no_reimport_countries
    .map((code) => countryName(code.toUpperCase(), locale))
    .join(i18n.locale === 'zh-cn' ? '、' : ', ')
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
              ...policy.non_returnable
                .filter((rule) => rule !== 'destination_forbids_reimport' || countries === '')
                .map((rule) => i18n._(nonReturnableLabels[rule])),
              ...(countries ? [t`Goods your country forbids to be sent back: ${countries}`] : []),
            ].join(' · ')}
          </dd>
        </div>
      ) : null}
    </dl>
  )
}
