/**
 * How many bytes of body a route reads; past it Fastify stops reading and answers 413. The
 * default fits every JSON form (the longest, a checkout with two addresses, is ~2 KB; escaped
 * Chinese text at most triples it); a route that takes more sets `bodyLimit` from here.
 */
export const formBodyLimit = 16 * 1024

/** Long texts: a cart note of 10,000 characters, a product's two 20,000-character descriptions. */
export const longTextBodyLimit = 256 * 1024

/** A gateway's signed notification (Stripe events carry the whole PaymentIntent). */
export const notificationBodyLimit = 256 * 1024
