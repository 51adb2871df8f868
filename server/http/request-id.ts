import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

/** What a proxy's id may look like: it goes into every log line and back out as a header. */
const saneId = /^[A-Za-z0-9._:-]{8,128}$/

/**
 * The id of a request, in every log line of it and in `X-Request-Id`. An id sent by the proxy
 * in front (TRUST_PROXY) ties our lines to its own; from anyone else, or when it is not a plain
 * token, a fresh one: a client must not write what the log says.
 */
export function requestIdGenerator(trustProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const incoming = trustProxy ? request.headers['x-request-id'] : undefined
    return typeof incoming === 'string' && saneId.test(incoming) ? incoming : randomUUID()
  }
}
