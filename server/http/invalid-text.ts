import { invalidText } from '#contract/text.ts'
import { Code } from '#contract/envelope.ts'
import type { Locale } from '#contract/common.ts'
import { common } from '../i18n/common-messages.ts'
import { fieldLabel } from '../i18n/field-labels.ts'
import { translate } from '../i18n/index.ts'
import { ShopError } from './shop-error.ts'

/** A fastify validation entry, or a zod issue (with the options of a union in `errors`). */
interface Issue {
  message?: string
  instancePath?: string
  path?: readonly PropertyKey[]
  /** fastify-type-provider-zod keeps the rest of the zod issue here. */
  params?: { errors?: readonly (readonly Issue[])[] }
  errors?: readonly (readonly Issue[])[]
}

const pathOf = (issue: Issue) => (issue.instancePath ?? '').replace(/^\//, '').split('/').filter(Boolean)

/** The path of the first invalid-text issue, looking inside the options of unions too. */
function findInvalidText(issues: readonly Issue[], base: string[]): string[] | null {
  for (const issue of issues) {
    // A fastify entry has the absolute instancePath; a nested zod issue a path relative to its union.
    const here = issue.instancePath === undefined ? [...base, ...(issue.path ?? []).map(String)] : pathOf(issue)
    if (issue.message === invalidText) return here
    for (const option of issue.errors ?? issue.params?.errors ?? []) {
      const found = findInvalidText(option, here)
      if (found) return found
    }
  }
  return null
}

/**
 * Text with control characters or broken UTF-16 (contract/text.ts) answers code 422 naming the
 * field, before any other rule: it is never a typo the shopper could fix by reading "required".
 */
export function invalidTextError(issues: readonly Issue[], locale: Locale = 'en'): ShopError | null {
  const path = findInvalidText(issues, [])
  if (!path) return null
  const field = path.join('.')
  const label = fieldLabel(field)
  const message = {
    en: translate(common.invalidText, 'en', { field: translate(label, 'en') }),
    'zh-cn': translate(common.invalidText, 'zh-cn', { field: translate(label, 'zh-cn') }),
  }
  return new ShopError(Code.invalid, message, { data: { fields: [{ field, message: message[locale] }] } })
}
