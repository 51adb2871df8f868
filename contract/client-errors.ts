import { z } from 'zod'
import { lineText } from './text.ts'
import { errorMessageMax, errorReportKinds } from './client-error-rules.ts'

/**
 * What a shopper's page reports when it shows the shop's error view instead of the page: where it
 * failed and what the error said, nothing about who. The path is sent without its query or hash
 * (an order lookup's e-mail, a reset link's token travel there), and the server refuses one that
 * carries them; the message is the error's own text, cut by the client to `errorMessageMax`.
 */
export const errorReportKind = z.enum(errorReportKinds)

export const errorReportBody = z.object({
  kind: errorReportKind,
  path: lineText(300).regex(/^\/[^?#\s]*$/),
  message: lineText(errorMessageMax),
})
export type ErrorReport = z.infer<typeof errorReportBody>
