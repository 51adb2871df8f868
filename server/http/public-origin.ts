import type { FastifyRequest } from 'fastify'

// A DNS name or IPv4 address with an optional port, or a bracketed IPv6 address: nothing a
// link, an XML attribute or a robots line would need to escape. Labels exclude the dot, so the
// match is linear.
const plainHost = /^(?:(?:[a-z0-9-]{1,63}\.)*[a-z0-9-]{1,63}|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i

/**
 * The shop's base URL for the links it writes (canonical, hreflang, sitemap, robots, e-mails,
 * payment returns): PUBLIC_URL when it is set. Without it (development, staging) the Host the
 * client connected to, never X-Forwarded-Host (anyone can send one through a proxy), and only
 * when it is a plain host; anything else reads as localhost.
 */
export function publicOrigin(publicUrl: string, request: FastifyRequest): string {
  if (publicUrl) return publicUrl
  const host = request.headers.host ?? ''
  return `${request.protocol}://${host.length <= 300 && plainHost.test(host) ? host.toLowerCase() : 'localhost'}`
}
