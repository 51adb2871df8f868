/** A form's own failure (wrong password, expired code), read out when it appears. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null
  return (
    <p className="account-form__alert" role="alert">
      {message}
    </p>
  )
}
