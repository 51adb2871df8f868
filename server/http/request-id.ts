import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { compile } from 'proxy-addr'
import type { Config } from '../env.ts'

/** What a proxy's id may look like: it goes into every log line and back out as a header. */
const saneId = /^[A-Za-z0-9._:-]{8,128}$/

/**
 * The id of a request, in every log line of it and in `X-Request-Id`. An id sent by a proxy the
 * shop trusts (TRUST_PROXY: a hop count, or the proxies' addresses, checked against the peer that
 * connected) ties our lines to its own; from anyone else, or when it is not a plain token, a fresh
 * one: a client must not write what the log says.
 */
export function requestIdGenerator(trustProxy: Config['TRUST_PROXY']): (request: IncomingMessage) => string {
  const peerIsProxy =
    trustProxy === false
      ? () => false
      : typeof trustProxy === 'number'
        ? () => trustProxy > 0
        : (
            (test) => (address: string) =>
              test(address, 0)
          )(compile(trustProxy))
  return (request) => {
    const incoming = request.headers['x-request-id']
    const trusted = typeof incoming === 'string' && saneId.test(incoming) && peerIsProxy(request.socket.remoteAddress ?? '')
    return trusted ? incoming : randomUUID()
  }
}
