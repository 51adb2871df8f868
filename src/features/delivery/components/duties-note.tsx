import { Trans, useLingui } from '@lingui/react/macro'
import type { DutiesTaxes } from '#contract/landed-cost.ts'
import { useLocale } from '@/lib/i18n.ts'
import { countryName } from '@/ui/country-names.ts'
import './duties-note.css'

/**
 * "Duties and taxes" with its short "What is this?": the destination's rule in the shopper's
 * language (issue 50). The shop pays duties and taxes for the shopper (delivered duty
 * paid), so nothing more is due on the doorstep.
 */
export function DutiesLabel({ duties }: { duties: Pick<DutiesTaxes, 'country' | 'collected_at_sale' | 'tax_rate_bp' | 'tax_base'> }) {
  const locale = useLocale()
  const { t } = useLingui()
  const country = countryName(duties.country, locale)
  const rate = `${duties.tax_rate_bp / 100}%`
  const base =
    duties.tax_base === 'goods'
      ? t`the goods`
      : duties.tax_base === 'goods_delivery'
        ? t`the goods and delivery`
        : t`the goods, delivery and any duty`
  return (
    <>
      <Trans>Duties and taxes</Trans>{' '}
      <details className="duties-note">
        <summary>
          <Trans>What is this?</Trans>
        </summary>
        <p>
          {duties.tax_rate_bp === 0 ? (
            <Trans>{country} charges no VAT or GST on this order; any duty due is included here.</Trans>
          ) : duties.collected_at_sale ? (
            <Trans>
              {country}’s rule: its {rate} VAT/GST on imports, on {base}, is charged by us at the sale, and we pay it to {country}’s tax
              authority.
            </Trans>
          ) : (
            <Trans>
              {country}’s rule: duty and {rate} VAT/GST on {base} are due at the border. We pay them for you when the parcel arrives.
            </Trans>
          )}
        </p>
      </details>
    </>
  )
}
