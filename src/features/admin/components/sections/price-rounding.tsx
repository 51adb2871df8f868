import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { setRoundingBody } from '#contract/admin-data.ts'
import { currencyDigits, roundShelfPrice, type PriceRounding } from '#contract/money.ts'
import { formatMinor } from '@/lib/money.ts'
import { useLocale } from '@/lib/i18n.ts'
import { FormField } from '@/ui/form-field.tsx'
import { useSetRounding } from '../../api/data.ts'
import { useProblems } from '../problem-message.ts'

type Preset = 'none' | 'ninety_nine' | 'ninety_five' | 'whole' | 'tens' | 'hundreds'

/** The roundings offered for a currency: endings in .99 and .95 only where it has decimals. */
export function roundingPresets(currency: string): [Preset, PriceRounding][] {
  const unit = 10 ** currencyDigits(currency)
  const decimals: [Preset, PriceRounding][] =
    unit > 1
      ? [
          ['ninety_nine', { round_to: unit, price_ending: 1 }],
          ['ninety_five', { round_to: unit, price_ending: 5 }],
          ['whole', { round_to: unit, price_ending: 0 }],
        ]
      : []
  return [
    ['none', { round_to: 0, price_ending: 0 }],
    ...decimals,
    ['tens', { round_to: unit * 10, price_ending: 0 }],
    ['hundreds', { round_to: unit * 100, price_ending: 0 }],
  ]
}

/** "Ends in .99 (413.08 → 413.99)": the rule in words with an example, as the operator chose it. */
export function useRoundingName() {
  const { t } = useLingui()
  const locale = useLocale()
  const names: Record<Preset, string> = {
    none: t`As converted`,
    ninety_nine: t`Up to .99`,
    ninety_five: t`Up to .95`,
    whole: t`Up to whole units`,
    tens: t`Up to tens`,
    hundreds: t`Up to hundreds`,
  }
  return (currency: string, rounding: PriceRounding) => {
    const preset = roundingPresets(currency).find(
      ([, candidate]) => candidate.round_to === rounding.round_to && candidate.price_ending === rounding.price_ending,
    )?.[0]
    const name = preset ? names[preset] : t`Up to a multiple of ${rounding.round_to}, less ${rounding.price_ending} (minor units)`
    if (rounding.round_to === 0) return name
    const example = 41_308 * 10 ** (currencyDigits(currency) === 0 ? 1 : 0)
    return `${name} (${formatMinor(example, currency, locale)} → ${formatMinor(roundShelfPrice(example, rounding), currency, locale)})`
  }
}

/** The form that sets how one currency's shelf prices round, from the presets that suit it. */
export function PriceRoundingForm({ currencies }: { currencies: string[] }) {
  const { t } = useLingui()
  const toProblems = useProblems()
  const nameOf = useRoundingName()
  const set = useSetRounding()
  const [currency, setCurrency] = useState('')
  const [problems, setProblems] = useState<Record<string, string>>({})
  const chosen = currency || currencies[0] || ''

  // No currency to round before the rates are in: nothing to offer yet.
  if (!chosen) return null
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const preset = roundingPresets(chosen).find(([name]) => name === new FormData(event.currentTarget).get('rounding'))
    const parsed = setRoundingBody.safeParse({ currency: chosen, ...preset?.[1] })
    if (!parsed.success) return setProblems(toProblems(parsed.error))
    setProblems({})
    set.mutate(parsed.data)
  }
  return (
    <form className="admin-card" onSubmit={submit} noValidate>
      <h3>
        <Trans>Round prices</Trans>
      </h3>
      <p>
        <Trans>
          Converted product prices round up to the ending chosen here, on every page and in every new order alike; delivery fees, duties and
          orders already placed do not change. US dollar prices stay as entered.
        </Trans>
      </p>
      <FormField label={t`Currency`} error={problems.currency}>
        {(control) => (
          <select {...control} name="currency" value={chosen} onChange={(event) => setCurrency(event.target.value)}>
            {currencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t`Prices end`} error={problems.round_to ?? problems.price_ending ?? set.error?.message}>
        {(control) => (
          <select {...control} name="rounding" key={chosen}>
            {roundingPresets(chosen).map(([name, rounding]) => (
              <option key={name} value={name}>
                {nameOf(chosen, rounding)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <button type="submit" disabled={set.isPending}>
        <Trans>Set rounding</Trans>
      </button>
      {set.data?.data ? (
        <p role="status">
          <Trans>
            {set.data.data.currency} prices now round: {nameOf(set.data.data.currency, set.data.data)}.
          </Trans>
        </p>
      ) : null}
    </form>
  )
}
