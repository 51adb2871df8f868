import type { FastifyInstance } from 'fastify'
import { formMessageKeys, type FormMessageKey } from '#contract/account.ts'
import { Code } from '#contract/envelope.ts'
import { common } from '../../i18n/common-messages.ts'
import type { Message } from '../../i18n/index.ts'
import { ShopError } from '../../http/shop-error.ts'
import { invalidTextError } from '../../http/invalid-text.ts'
import { formMessages } from './messages.ts'

const isFormMessageKey = (value: unknown): value is FormMessageKey => formMessageKeys.includes(value as FormMessageKey)

/**
 * The account forms answer bad input with the spec's own messages ('Please input your email!')
 * rather than the generic 'Please check {field}.': the contract's schemas carry message keys,
 * and this scope turns the first failing key into its translated message (code 422).
 */
export function answerWithFormMessages(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.attachValidation = true
  })
  app.addHook('preHandler', async (request) => {
    const failure = request.validationError
    if (!failure) return
    const issues = (failure as { validation?: { message?: string; instancePath?: string }[] }).validation ?? []
    const badText = invalidTextError(issues, request.locale)
    if (badText) throw badText
    const known = issues.find((issue) => isFormMessageKey(issue.message))
    if (known && isFormMessageKey(known.message)) {
      throw new ShopError(Code.invalid, formMessages[known.message], {
        data: { fields: issues.map((issue) => fieldOf(issue, request.t.bind(request))) },
      })
    }
    const field = issues[0]?.instancePath?.replace(/^\//, '').replace(/\//g, '.')
    throw new ShopError(Code.invalid, field ? common.invalidField : common.invalidInput, { params: field ? { field } : {} })
  })
}

function fieldOf(issue: { message?: string; instancePath?: string }, t: (message: Message) => string) {
  const message = issue.message ?? ''
  return { field: (issue.instancePath ?? '').replace(/^\//, ''), message: isFormMessageKey(message) ? t(formMessages[message]) : message }
}
