import type { Message, MessageParams } from '../i18n/index.ts'

/**
 * A business outcome that is not success: answered with HTTP 200 and `code` in the envelope,
 * its message translated for the caller. Services throw it; the error plugin answers it.
 */
export class ShopError extends Error {
  readonly code: number
  readonly userMessage: Message
  readonly params: MessageParams
  readonly data: unknown
  readonly redirectUrl: string | undefined
  /** Seconds until trying again makes sense; answered as the Retry-After header. */
  readonly retryAfterSeconds: number | undefined

  constructor(
    code: number,
    message: Message,
    options: { params?: MessageParams; data?: unknown; redirectUrl?: string; retryAfterSeconds?: number } = {},
  ) {
    super('id' in message ? message.id : message.en)
    this.name = 'ShopError'
    this.code = code
    this.userMessage = message
    this.params = options.params ?? {}
    this.data = options.data
    this.redirectUrl = options.redirectUrl
    this.retryAfterSeconds = options.retryAfterSeconds
  }
}
