import { errorMessageMax, type ErrorReportKind } from '#contract/client-error-rules.ts'
import type { ShopApi } from '@/lib/api.ts'

// One report per error shown: the view renders again when "Try again" fails the same way.
const reported = new WeakSet<object>()

/**
 * Tells the server's log that a page showed the error view (POST /api/v1/reports/errors). Only
 * the path, without its query or hash (an order lookup's e-mail, a link's token), and the
 * error's text: nothing about the shopper. Silent: a report that fails changes nothing on screen.
 */
export function reportShownError(api: ShopApi, error: unknown, kind: ErrorReportKind, path: string): void {
  const key = typeof error === 'object' && error !== null ? error : undefined
  if (key) {
    if (reported.has(key)) return
    reported.add(key)
  }
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  // Control characters are refused by the contract: each becomes a space.
  const message =
    Array.from(text, (char) => ((char.codePointAt(0) ?? 0) < 0x20 || char === '\u007f' ? ' ' : char))
      .slice(0, errorMessageMax)
      .join('') || 'unknown'
  void api
    .reports()
    .request('POST /errors', { body: { kind, path, message }, silent: true })
    .catch(() => undefined)
}
