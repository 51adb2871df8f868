import type { Message } from '../../i18n/index.ts'

export const messages = {
  unweighed: /*i18n*/ { id: 'Not available for delivery yet' },
  unweighedNamed: /*i18n*/ { id: '{name} is not available for delivery yet. Please remove it from your cart.' },
  noZone: /*i18n*/ { id: 'We do not deliver to {country} yet.' },
  lithiumRefused: /*i18n*/ { id: 'Our carriers cannot take a lithium battery of this size to {country}.' },
  liquidRefused: /*i18n*/ { id: 'Our carriers cannot take nicotine e-liquid to {country}.' },
  noRate: /*i18n*/ { id: 'This parcel is too heavy or too large to ship to {country}. Please split your order or contact us.' },
  noCountry: /*i18n*/ { id: 'Choose your country to see the delivery price.' },
  unknownGoods: /*i18n*/ { id: 'This product is no longer sold.' },
} satisfies Record<string, Message>
