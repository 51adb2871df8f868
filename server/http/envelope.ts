import type { FastifyRequest } from 'fastify'
import { Code, type Envelope } from '#contract/envelope.ts'
import { common } from '../i18n/common-messages.ts'
import type { Message, MessageParams } from '../i18n/index.ts'

/** The success envelope, its msg in the caller's language. */
export function ok<T>(
  request: FastifyRequest,
  data: T,
  message: Message = common.success,
  params?: MessageParams,
): Envelope<T> & { data: T } {
  return { code: Code.ok, msg: request.t(message, params), data }
}
