import { Code } from '#contract/envelope.ts'
import { inBothLanguages, translate, type Message, type Translated } from '../i18n/index.ts'
import { ShopError } from './shop-error.ts'

const units = [
  { ms: 3_600_000, text: /*i18n*/ { id: '{count, plural, one {# hour} other {# hours}}' } },
  { ms: 60_000, text: /*i18n*/ { id: '{count, plural, one {# minute} other {# minutes}}' } },
  { ms: 1_000, text: /*i18n*/ { id: '{count, plural, one {# second} other {# seconds}}' } },
] as const

/** "45 seconds", "3 minutes", "1 hour" (rounded up, so the shopper never comes back too early). */
function waitIn(seconds: number): Translated {
  const unit = units.find((candidate) => seconds * 1000 >= candidate.ms * (candidate.ms === 1000 ? 1 : 2)) ?? units[2]
  const count = Math.max(1, Math.ceil((seconds * 1000) / unit.ms))
  return inBothLanguages(unit.text, { count })
}

/**
 * A refusal that says when to try again: code 429, the Retry-After header, `retry_after` (seconds)
 * in data, and `{wait}` in the message filled in each language.
 */
export function tryAgainLater(message: Message, waitMs: number): ShopError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000))
  const wait = waitIn(seconds)
  const filled = { en: translate(message, 'en', { wait: wait.en }), 'zh-cn': translate(message, 'zh-cn', { wait: wait['zh-cn'] }) }
  return new ShopError(Code.tooMany, filled, { retryAfterSeconds: seconds, data: { retry_after: seconds } })
}
