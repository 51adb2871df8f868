import { accountRules } from '#contract/account-rules.ts'
import { checkFields, type Problems } from '#contract/text-rules.ts'

/**
 * Checks the spec's "again" field of a form whose new password is `field`: required, and the
 * same as the password (said only when both fields are otherwise fine).
 */
export function checkPasswordAgain<Values extends { password_again: string }>(
  values: Values,
  field: keyof Values & string,
  checked: { problems: Problems },
): Problems {
  const again = checkFields({ password_again: values.password_again }, { password_again: accountRules.passwordAgain }).problems
  const problems = { ...checked.problems, ...again }
  if (!problems[field] && !problems.password_again && values[field] !== values.password_again) problems.password_again = 'passwordsDiffer'
  return problems
}
