import type { FastifyBaseLogger } from 'fastify'
import type { MailMessage, Mailer } from './mailer.ts'

/**
 * Mail that nobody waits for (an order's confirmation): handed over here, it is written and sent
 * after the request has answered, so no shopper waits on the mail server or the outbox. A failed
 * send is logged with what it was about, never thrown. `idle()` resolves once everything handed
 * over so far is sent (or failed): the app waits for it when it closes, tests before they count.
 */
export interface MailQueue {
  /** `compose` runs after the caller's work, off its path; `about` goes into the log on failure. */
  send(compose: () => MailMessage, about: Record<string, unknown>): void
  idle(): Promise<void>
}

export function createMailQueue(mailer: Mailer, log: FastifyBaseLogger): MailQueue {
  const pending = new Set<Promise<void>>()
  return {
    send(compose, about) {
      // setImmediate: the answer is written to the socket before the mail is even composed.
      const sending = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => mailer.send(compose()))
        .catch((error: unknown) => log.error({ err: error, ...about }, 'mail not sent'))
        .finally(() => pending.delete(sending))
      pending.add(sending)
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending)
    },
  }
}
