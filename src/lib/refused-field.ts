import { ApiError } from './api-client.ts'

/**
 * The field a server refusal names, so a form shows the server's own translated message next
 * to it: `data.field` (a rule of the service) or the first of `data.fields` (the request's
 * schema, server/plugins/errors.ts). Paths come as the server wrote them: `note`, `lines.0.quantity`.
 */
export function refusedField(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.kind !== 'business') return undefined
  const data = error.data
  if (typeof data !== 'object' || data === null) return undefined
  if ('field' in data && typeof data.field === 'string') return data.field.replace(/^\//, '').replaceAll('/', '.')
  if ('fields' in data && Array.isArray(data.fields)) {
    const first: unknown = data.fields[0]
    if (typeof first === 'object' && first !== null && 'field' in first && typeof first.field === 'string')
      return first.field.replace(/^\//, '').replaceAll('/', '.')
  }
  return undefined
}
