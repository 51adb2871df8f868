import type { Message } from '../../i18n/index.ts'

export const messages = {
  cannotDeliverYet: /*i18n*/ { id: 'We cannot deliver this to {country} yet: its duties and taxes cannot be worked out.' },
  cannotDeliverNamed: /*i18n*/ {
    id: '{name} cannot be delivered to {country} yet: its duties and taxes cannot be worked out. Please remove it from your cart.',
  },
} satisfies Record<string, Message>
