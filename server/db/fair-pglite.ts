import { setImmediate } from 'node:timers/promises'
import { PGliteDialect, PGliteDriver, type PGliteDialectConfig } from 'kysely'

/**
 * Kysely's PGlite dialect, whose one connection is handed on from the next turn of the event loop.
 *
 * PGlite answers a statement without waiting on any I/O, so Kysely's queue for its connection
 * hands it from one caller to the next in microtasks alone: while callers are waiting, Node never
 * gets back to its sockets. Under a rush of orders the shoppers whose requests were not read
 * yet waited for everyone already inside, and a few waited seconds (p99 1.2–2.7 s, mean 0.2–0.4 s,
 * `npm run bench -- orders`). One turn of the event loop between callers lets new requests join
 * the queue as they arrive.
 */
export class FairPGliteDialect extends PGliteDialect {
  readonly #config: PGliteDialectConfig

  constructor(config: PGliteDialectConfig) {
    super(config)
    this.#config = config
  }

  createDriver() {
    return new TurnTakingPGliteDriver(this.#config)
  }
}

class TurnTakingPGliteDriver extends PGliteDriver {
  // Kysely releases its lock on the connection once this resolves.
  override async releaseConnection(): Promise<void> {
    await super.releaseConnection()
    await setImmediate()
  }
}
