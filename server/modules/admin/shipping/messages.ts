import type { Message } from '../../../i18n/index.ts'

const bandsEmpty = /*i18n*/ { id: 'A rate table needs at least one weight band.' }

export const shippingMessages = {
  bandsEmpty,
  zoneNotFound: /*i18n*/ { id: 'No such shipping zone.' },
  zoneStale: /*i18n*/ {
    id: 'Someone else changed this shipping zone while you were editing it. Reload it to see their changes, then make yours again.',
  },
  bandsGap: /*i18n*/ { id: 'The weight bands leave a gap: each band must start where the one before ends, the first at 0 g.' },
  bandsOrder: /*i18n*/ { id: 'The weight bands overlap or run backwards: each band must end above where it starts.' },
  bandsFee: /*i18n*/ { id: 'Each weight band needs a fee of 0 or more, in whole cents.' },
  countryTaken: /*i18n*/ { id: '{countries} already belong to another zone: a country ships from one zone only.' },
  productNotFound: /*i18n*/ { id: 'No such product.' },
} satisfies Record<string, Message>

/** The zone and parcel forms' field problems (contract/delivery.ts), in the operator's language. */
export const shippingProblems = {
  parcelWeight: /*i18n*/ { id: 'The weight is a whole number of grams above 0.' },
  parcelSize: /*i18n*/ { id: 'Each side is a whole number of centimetres from 1 to 1000.' },
  parcelWh: /*i18n*/ { id: 'A lithium battery needs its watt-hours (a whole number above 0); other goods have none.' },
  hsCode: /*i18n*/ { id: 'The HS code is the six digits of the product’s customs heading, e.g. 871160.' },
  originCountry: /*i18n*/ { id: 'Choose the country of origin from the ISO 3166-1 list (two letters, e.g. CN).' },
  zoneFee: /*i18n*/ { id: 'Fees are whole US cents, 0 or more.' },
  zoneDays: /*i18n*/ { id: 'Business days run from 1 to 120, the most at least the fewest.' },
  zoneName: /*i18n*/ { id: 'Name the zone in both languages.' },
  zoneBands: bandsEmpty,
  country: /*i18n*/ { id: 'Choose countries from the ISO 3166-1 list (two letters, e.g. GB).' },
} satisfies Record<string, Message>
