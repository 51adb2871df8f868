import { createServer, request as upstreamRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A proxy in front of the shop that sends each page's HTML in two parts, `pauseMs` apart, cut
 * just before `cutBefore`: a phone on a bad network, whose browser may paint what it has so far.
 * Everything else passes through as it is.
 */
export async function slowDocumentProxy(
  target: string,
  cutBefore: string,
  pauseMs: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const upstream = new URL(target)
  const server: Server = createServer((incoming, answer) => {
    const isDocument = incoming.headers['sec-fetch-dest'] === 'document'
    const forwarded = upstreamRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        // Uncompressed, so the page can be cut where its text is.
        headers: { ...incoming.headers, host: upstream.host, 'accept-encoding': 'identity' },
      },
      (reply) => {
        if (!isDocument) {
          answer.writeHead(reply.statusCode ?? 502, reply.headers)
          reply.pipe(answer)
          return
        }
        const chunks: Buffer[] = []
        reply.on('data', (chunk: Buffer) => chunks.push(chunk))
        reply.on('end', () => {
          const page = Buffer.concat(chunks).toString('utf8')
          const cut = page.indexOf(cutBefore)
          const { 'content-length': _length, ...headers } = reply.headers
          answer.writeHead(reply.statusCode ?? 502, headers)
          answer.write(cut > 0 ? page.slice(0, cut) : page)
          setTimeout(() => answer.end(cut > 0 ? page.slice(cut) : ''), pauseMs)
        })
      },
    )
    // The shop unreachable: the browser gets a plain 502, the test a failure it can read.
    forwarded.on('error', () => (answer.headersSent ? answer.destroy() : answer.writeHead(502).end()))
    incoming.pipe(forwarded)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
