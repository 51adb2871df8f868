import type { FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ShippingZone } from '#contract/delivery.ts'
import { dangerousGoodsClasses } from '#contract/country-codes.ts'
import { useSaveParcel, useSaveZone, useShippingZones, useUnweighedProducts } from '../../api/shipping.ts'

/** "12.50" → 1250 cents; a text that is not dollars and cents → -1, which the server refuses with the field's message. */
function cents(text: FormDataEntryValue | null): number {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(String(text ?? '').trim())
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : -1
}
const whole = (text: FormDataEntryValue | null) => (String(text ?? '').trim() === '' ? null : Number(text))
/** A field's trimmed text, or undefined when left empty. */
const text = (value: FormDataEntryValue | null) => String(value ?? '').trim() || undefined
const dollars = (amount: number) => `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`

/**
 * Shipping: products not weighed yet (not sold for delivery), a product's parcel, and each zone's
 * countries, estimate, rate bands by chargeable weight and dangerous-goods rules. Every save is
 * audited; the shop's next delivery quote uses it.
 */
export function Shipping() {
  const zones = useShippingZones()
  return (
    <section aria-labelledby="shipping-heading">
      <h2 id="shipping-heading">
        <Trans>Shipping</Trans>
      </h2>
      <p>
        <Trans>
          Standard International is priced by the destination&apos;s zone and the parcel&apos;s chargeable weight (the greater of its weight
          and length × width × height / 5000). Orders already placed keep the shipping they were charged.
        </Trans>
      </p>
      <ParcelForm />
      {zones.data?.list.map((zone) => (
        <ZoneForm key={zone.id} zone={zone} />
      ))}
    </section>
  )
}

function ParcelForm() {
  const { t } = useLingui()
  const unweighed = useUnweighedProducts()
  const save = useSaveParcel()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const dgClass = String(form.get('dg_class') ?? '')
    save.mutate({
      id: Number(form.get('id')),
      body: {
        weight_g: Number(form.get('weight_g')),
        length_cm: Number(form.get('length_cm')),
        width_cm: Number(form.get('width_cm')),
        height_cm: Number(form.get('height_cm')),
        dg_class: dgClass === 'lithium_battery' || dgClass === 'nicotine_liquid' ? dgClass : null,
        dg_wh: whole(form.get('dg_wh')),
        // Left empty, what the product is for customs stays as it is.
        hs_code: text(form.get('hs_code')),
        origin_country: text(form.get('origin_country'))?.toUpperCase(),
      },
    })
  }
  return (
    <form className="admin-card" onSubmit={submit} noValidate>
      <h3>
        <Trans>Weigh a product</Trans>
      </h3>
      {unweighed.data && unweighed.data.list.length > 0 ? (
        <p>
          <Trans>Not available for delivery until weighed:</Trans>{' '}
          {unweighed.data.list.map((product) => `#${product.id} ${product.name_en || product.name_zh}`).join(', ')}
        </p>
      ) : (
        <p>
          <Trans>Every product is weighed.</Trans>
        </p>
      )}
      <label>
        <Trans>Product number</Trans> <input name="id" inputMode="numeric" required />
      </label>
      <label>
        <Trans>Weight (g)</Trans> <input name="weight_g" inputMode="numeric" required />
      </label>
      <label>
        <Trans>Length (cm)</Trans> <input name="length_cm" inputMode="numeric" required />
      </label>
      <label>
        <Trans>Width (cm)</Trans> <input name="width_cm" inputMode="numeric" required />
      </label>
      <label>
        <Trans>Height (cm)</Trans> <input name="height_cm" inputMode="numeric" required />
      </label>
      <label>
        <Trans>Dangerous goods</Trans>{' '}
        <select name="dg_class" defaultValue="">
          <option value="">{t`None`}</option>
          <option value="lithium_battery">{t`Lithium battery`}</option>
          <option value="nicotine_liquid">{t`Nicotine e-liquid`}</option>
        </select>
      </label>
      <label>
        <Trans>Battery watt-hours</Trans> <input name="dg_wh" inputMode="numeric" />
      </label>
      <label>
        <Trans>HS code (6 digits)</Trans> <input name="hs_code" inputMode="numeric" maxLength={6} />
      </label>
      <label>
        <Trans>Country of origin (2 letters)</Trans> <input name="origin_country" maxLength={2} autoCapitalize="characters" />
      </label>
      <button type="submit" disabled={save.isPending}>
        <Trans>Save parcel</Trans>
      </button>
      {save.error ? (
        <p className="field__error" role="alert">
          {save.error.message}
        </p>
      ) : null}
      {save.data?.data ? (
        <p role="status">
          <Trans>Product #{save.data.data.id} is weighed.</Trans>
        </p>
      ) : null}
    </form>
  )
}

function ZoneForm({ zone }: { zone: ShippingZone }) {
  const { t, i18n } = useLingui()
  const save = useSaveZone()
  const name = i18n.locale === 'zh-cn' ? zone.name_zh : zone.name_en
  // One empty row to add a band after the last.
  const rows = [...zone.bands, null]
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const bands: ShippingZone['bands'] = []
    rows.forEach((_, index) => {
      const to = String(form.get(`to-${index}`) ?? '').trim()
      if (to === '') return
      bands.push({ from_g: bands.at(-1)?.to_g ?? 0, to_g: Number(to), fee_usd: cents(form.get(`fee-${index}`)) })
    })
    save.mutate({
      id: zone.id,
      body: {
        version: zone.version,
        name_en: zone.name_en,
        name_zh: zone.name_zh,
        min_days: Number(form.get('min_days')),
        max_days: Number(form.get('max_days')),
        countries: String(form.get('countries') ?? '')
          .split(/[\s,]+/)
          .filter(Boolean),
        bands,
        dangerous_goods: dangerousGoodsClasses.map((dgClass) => ({
          dg_class: dgClass,
          allowed: form.get(`${dgClass}-allowed`) === 'on',
          surcharge_usd: cents(form.get(`${dgClass}-surcharge`)),
          max_wh: whole(form.get(`${dgClass}-max_wh`)),
        })),
      },
    })
  }
  const rule = (dgClass: (typeof dangerousGoodsClasses)[number]) => zone.dangerous_goods.find((entry) => entry.dg_class === dgClass)
  const classNames = { lithium_battery: t`Lithium battery`, nicotine_liquid: t`Nicotine e-liquid` }
  return (
    <form className="admin-card" onSubmit={submit} noValidate aria-label={name}>
      <h3>{name}</h3>
      <label>
        <Trans>Countries (ISO codes)</Trans> <textarea name="countries" rows={2} defaultValue={zone.countries.join(' ')} />
      </label>
      <label>
        <Trans>Fewest business days</Trans> <input name="min_days" inputMode="numeric" defaultValue={zone.min_days} />
      </label>
      <label>
        <Trans>Most business days</Trans> <input name="max_days" inputMode="numeric" defaultValue={zone.max_days} />
      </label>
      <table className="admin-table">
        <caption>
          <Trans>Rates by chargeable weight (each band from the one before, the first from 0 g)</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Up to (g)</Trans>
            </th>
            <th scope="col">
              <Trans>Fee (US$)</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((band, index) => (
            <tr key={band?.from_g ?? 'new'}>
              <td>
                <input name={`to-${index}`} inputMode="numeric" defaultValue={band?.to_g ?? ''} aria-label={t`Up to (g)`} />
              </td>
              <td>
                <input
                  name={`fee-${index}`}
                  inputMode="decimal"
                  defaultValue={band ? dollars(band.fee_usd) : ''}
                  aria-label={t`Fee (US$)`}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {dangerousGoodsClasses.map((dgClass) => (
        <fieldset key={dgClass}>
          <legend>{classNames[dgClass]}</legend>
          <label>
            <input type="checkbox" name={`${dgClass}-allowed`} defaultChecked={rule(dgClass)?.allowed ?? false} /> <Trans>Carried</Trans>
          </label>
          <label>
            <Trans>Surcharge (US$)</Trans>{' '}
            <input name={`${dgClass}-surcharge`} inputMode="decimal" defaultValue={dollars(rule(dgClass)?.surcharge_usd ?? 0)} />
          </label>
          {dgClass === 'lithium_battery' ? (
            <label>
              <Trans>Most watt-hours (empty: no limit)</Trans>{' '}
              <input name={`${dgClass}-max_wh`} inputMode="numeric" defaultValue={rule(dgClass)?.max_wh ?? ''} />
            </label>
          ) : null}
        </fieldset>
      ))}
      <button type="submit" disabled={save.isPending}>
        <Trans>Save zone</Trans>
      </button>
      {save.isSuccess ? (
        <p role="status">
          <Trans>Zone saved: the next delivery price uses it.</Trans>
        </p>
      ) : null}
      {save.error ? (
        <p className="field__error" role="alert">
          {save.error.message}
        </p>
      ) : null}
    </form>
  )
}
