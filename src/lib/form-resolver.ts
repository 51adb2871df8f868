import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import type { Problems } from '#contract/text-rules.ts'

export interface FormIssue {
  path: string[]
  message: string
}

/** A form's check, without a schema library on shop pages: `safeParse` as a schema answers, and a react-hook-form resolver. */
export interface FormCheck<Values extends FieldValues, Output = Values> {
  safeParse(values: Values): { success: true; data: Output } | { success: false; error: { issues: FormIssue[] } }
  resolver: Resolver<Values, unknown, Output>
}

/**
 * From a plain check: `check` answers the values to send (trimmed as the server's schema trims
 * them) and the first problem of each field by path (`address.city`); the form shows each
 * problem under its field and sends nothing.
 */
export function formCheck<Values extends FieldValues, Output = Values>(
  check: (values: Values) => { values: Output; problems: Problems },
): FormCheck<Values, Output> {
  const safeParse = (values: Values) => {
    const result = check(values)
    const issues = Object.entries(result.problems).map(([path, message]) => ({ path: path.split('.'), message }))
    return issues.length === 0 ? { success: true as const, data: result.values } : { success: false as const, error: { issues } }
  }
  const resolver: Resolver<Values, unknown, Output> = async (values) => {
    const result = safeParse(values)
    if (result.success) return { values: result.data, errors: {} }
    const errors: Record<string, unknown> = {}
    for (const { path, message } of result.error.issues) {
      let node = errors
      for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>
      node[path.at(-1)!] = { type: 'validate', message }
    }
    return { values: {}, errors: errors as FieldErrors<Values> }
  }
  return { safeParse, resolver }
}

/** The resolver of a plain check (see `formCheck`). */
export const checkedBy = <Values extends FieldValues, Output = Values>(check: (values: Values) => { values: Output; problems: Problems }) =>
  formCheck(check).resolver
