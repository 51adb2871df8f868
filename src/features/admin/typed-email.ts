/**
 * The e-mail an operator typed on the sign-in form, offered again by "Forgot password?": nobody
 * should type it twice, and on a slow connection the reset form may open a moment after they
 * have already typed it into the sign-in form they still saw. Kept in this tab's memory only.
 */
let typed = ''

export const typedEmail = {
  remember: (value: string) => {
    typed = value
  },
  get: () => typed,
}
