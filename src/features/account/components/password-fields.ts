import { z } from 'zod'
import { passwordAgain } from '#contract/account.ts'

/** Adds the spec's "again" field to a form whose new password is `field`, and checks they match. */
export function withPasswordAgain<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>, field: keyof Shape & string) {
  return schema
    .extend({ password_again: passwordAgain })
    .refine((values) => { const all = values as Record<string, unknown>; return all[field] === all.password_again }, { error: 'passwordsDiffer', path: ['password_again'] })
}
