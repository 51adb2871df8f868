import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { Code } from '#contract/envelope.ts'
import type { CheckoutProblem } from '#contract/orders.ts'
import { common } from '../../i18n/common-messages.ts'
import { ShopError } from '../../http/shop-error.ts'
import { invalidTextError } from '../../http/invalid-text.ts'
import { messages } from './messages.ts'

const problems: Record<CheckoutProblem, keyof typeof messages> = {
  contact: 'contact',
  firstName: 'firstName',
  lastName: 'lastName',
  country: 'country',
  city: 'city',
  address: 'address',
  postalCode: 'postalCode',
  tooLong: 'tooLong',
  dateOfBirth: 'dateOfBirth',
}

const isProblem = (message: unknown): message is CheckoutProblem => typeof message === 'string' && message in problems

/**
 * Turns the checkout body's validation failure into code 422 with the checkout's own sentence
 * (spec §5) for the first field, and every field's problem key in data.fields.
 */
export function checkoutInputError(error: Error): ShopError {
  if (!hasZodFastifySchemaValidationErrors(error)) return new ShopError(Code.invalid, common.invalidInput)
  const badText = invalidTextError(error.validation)
  if (badText) return badText
  const fields = error.validation.map((issue) => ({
    field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
    problem: isProblem(issue.message) ? issue.message : 'invalid',
  }))
  const first = error.validation.find((issue) => isProblem(issue.message)) ?? error.validation[0]
  if (first && isProblem(first.message)) return new ShopError(Code.invalid, messages[problems[first.message]], { data: { fields } })
  return new ShopError(Code.invalid, common.invalidField, { params: { field: fields[0]?.field || 'body' }, data: { fields } })
}
