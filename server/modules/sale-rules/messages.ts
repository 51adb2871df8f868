import type { Message } from '../../i18n/index.ts'

export const messages = {
  notSoldThere: /*i18n*/ { id: 'We cannot deliver {product} to {country}. {reason}' },
  underAgeIn: /*i18n*/ { id: 'You must be {age} or older to buy {product} in {country}.' },
  underAge: /*i18n*/ { id: 'You must be {age} or older to buy {product}.' },
  dateOfBirthRequired: /*i18n*/ { id: 'Please enter your date of birth: {product} are sold only to adults.' },
  dateOfBirthInvalid: /*i18n*/ { id: 'Enter a valid date of birth.' },
  // What each line is called in these sentences.
  sco: /*i18n*/ { id: 'scooters' },
  boot: /*i18n*/ { id: 'boots' },
  ene: /*i18n*/ { id: 'energy storage products' },
  cig: /*i18n*/ { id: 'vape products' },
  box: /*i18n*/ { id: 'blind boxes' },
} satisfies Record<string, Message>
