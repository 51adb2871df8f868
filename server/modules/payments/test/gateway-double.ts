import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { generateKeyPairSync } from 'node:crypto'
import type { AddressInfo } from 'node:net'

/** An RSA key pair made in the test, as PEM: PKCS#8 or PKCS#1 private key, SPKI public key. */
export function rsaKeys(privateType: 'pkcs8' | 'pkcs1' = 'pkcs8') {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: privateType, format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  })
  return { privateKey, publicKey }
}

export interface DoubleRequest {
  method: string
  url: URL
  headers: IncomingMessage['headers']
  body: string
}

/** A local HTTP server standing in for a gateway's API; `handle` answers like the gateway. */
export async function startDouble(handle: (request: DoubleRequest, response: ServerResponse) => void | Promise<void>) {
  const requests: DoubleRequest[] = []
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      const request = {
        method: incoming.method ?? 'GET',
        url: new URL(incoming.url ?? '/', 'http://double'),
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      requests.push(request)
      void Promise.resolve(handle(request, response)).catch((error: unknown) => {
        response.statusCode = 500
        response.end(String(error))
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
