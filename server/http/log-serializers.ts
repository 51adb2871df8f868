/**
 * What the logs may hold about a request and a failure. A log line says which route failed, for
 * which request id, and why; it never holds what the shopper sent: no body, no query string (search
 * words, e-mail), no address, and none of the SQL parameters or row details a database error
 * carries (PGlite attaches `query` and `params`; PostgreSQL's `detail` quotes the row).
 */
interface LoggedRequest {
  id?: unknown
  method?: string
  url?: string
  routeOptions?: { url?: string }
}

function req(request: LoggedRequest) {
  return {
    id: request.id,
    method: request.method,
    route: request.routeOptions?.url,
    path: request.url?.split('?')[0],
  }
}

function err(error: unknown) {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' }
  const code = (error as { code?: unknown }).code
  const statusCode = (error as { statusCode?: unknown }).statusCode
  return {
    type: error.name || error.constructor.name,
    message: error.message,
    stack: error.stack ?? '',
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
  }
}

export const logSerializers = { req, err }
