import type { Message } from '../../i18n/index.ts'

export const messages = {
  tokenRequired: /*i18n*/ { id: 'The metrics need the bearer token set in METRICS_TOKEN.' },
} satisfies Record<string, Message>
