import { EventEmitter } from 'node:events'

/**
 * A connection that went away, not a statement that was wrong: PostgreSQL restarting or failing
 * over, an administrator's `pg_terminate_backend`, the network. The request is answered "try
 * again" (503, Retry-After), never 500: its transaction rolled back with the connection, or
 * committed unseen, which a retry with the same Idempotency-Key answers with the first result.
 */
export class DatabaseUnavailable extends Error {
  constructor(cause: unknown) {
    super('the database cannot be reached', { cause })
    this.name = 'DatabaseUnavailable'
  }
}

// SQLSTATE class 08 (connection exception), 57P01-03 (admin/crash shutdown, cannot connect now),
// 53300 (too many connections).
const lostStates = /^(08...|57P0[1-3]|53300)$/
const lostErrnos = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])
// pg's own words for a client whose socket closed under it (no SQLSTATE, no errno).
const lostWords = /Connection terminated|not queryable|Connection ended unexpectedly|timeout exceeded when trying to connect/i

export function isConnectionLost(error: unknown): boolean {
  if (error instanceof DatabaseUnavailable) return true
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && (lostStates.test(code) || lostErrnos.has(code))) return true
  return lostWords.test(error.message) || (error.cause !== undefined && isConnectionLost(error.cause))
}

/** Where a pool reports the connections it lost; the app logs them (the pool is made before it). */
export class ConnectionLosses extends EventEmitter<{ lost: [Error] }> {
  report(error: Error) {
    // No listener yet (the app is not built): dropped, never an unhandled 'error' event.
    this.emit('lost', error)
  }
}
