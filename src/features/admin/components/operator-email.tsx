import type { FieldControlProps } from '@/ui/form-field.tsx'
import { typedEmail } from '../typed-email.ts'

/** The operator's e-mail on the sign-in and reset forms: what was typed on one is offered on the other. */
export function OperatorEmail(control: FieldControlProps) {
  return (
    <input
      {...control}
      name="email"
      type="email"
      autoComplete="username"
      defaultValue={typedEmail.get()}
      onChange={(event) => typedEmail.remember(event.currentTarget.value)}
    />
  )
}
