import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { Code } from '#contract/envelope.ts'
import type { Locale } from '#contract/common.ts'
import { ShopError } from '../../http/shop-error.ts'
import { invalidTextError } from '../../http/invalid-text.ts'
import { fill, messages, type ReturnMessage } from './messages.ts'

const isProblem = (message: unknown): message is ReturnMessage => typeof message === 'string' && message in messages

/**
 * The request's validation failure as code 422 with the field's own sentence in the shopper's
 * language (a reason not on the list, a quantity of 0, a note of 10,000 characters…); every
 * field's problem in data.fields.
 */
export function returnInputError(error: Error, locale: Locale): ShopError {
  if (!hasZodFastifySchemaValidationErrors(error)) return new ShopError(Code.invalid, fill('invalid', { field: 'body' }))
  const badText = invalidTextError(error.validation, locale)
  if (badText) return badText
  const fields = error.validation.map((issue) => {
    const path = (issue.params as { issue?: { path?: unknown[] } } | undefined)?.issue?.path
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || (path ?? []).join('.')
    const message = isProblem(issue.message) ? fill(issue.message) : fill('invalid', { field: field || 'body' })
    return { field, problem: isProblem(issue.message) ? issue.message : 'invalid', message: message[locale] }
  })
  const first = error.validation.find((issue) => isProblem(issue.message))
  const message = first && isProblem(first.message) ? fill(first.message) : fill('invalid', { field: fields[0]?.field || 'body' })
  return new ShopError(Code.invalid, message, { data: { fields } })
}
