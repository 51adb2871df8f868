import { SMTPServer } from 'smtp-server'

/** A mail as the shop's development outbox lists it, so tests read both the same way. */
export interface Mail {
  to_address: string
  text: string
}

export interface Mailbox {
  smtpUrl: string
  /** Newest first. */
  mails: Mail[]
  close(): Promise<void>
}

/** A local SMTP server that keeps what the shop sends (production mails, never logs, its codes). */
export async function startMailbox(): Promise<Mailbox> {
  const mails: Mail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => (raw += chunk))
      stream.on('end', () => {
        // The body only: the headers carry dates and ids whose digits are no code.
        const body = raw.slice(raw.search(/\r?\n\r?\n/))
        for (const to of session.envelope.rcptTo) mails.unshift({ to_address: to.address, text: body })
        callback()
      })
    },
  })
  // A shop stopped at the end of a test may cut a connection it had open: not the test's failure.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error
  })
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port)),
  )
  return { smtpUrl: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

/**
 * A staging shop's settings, as an operator runs one before going live: production mode, a
 * test payment secret, a local SMTP server, the sandbox on (a "Test mode" banner on every page).
 */
export const stagingEnv = (port: number, smtpUrl: string): Record<string, string> => ({
  NODE_ENV: 'production',
  PAYMENT_SECRET: 'staging-only-test-secret-0123456789abcdef',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  SMTP_URL: smtpUrl,
  PAYMENT_SANDBOX: 'on',
})
