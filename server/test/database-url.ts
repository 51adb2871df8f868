// Without the pg driver: the setup file that reads these runs before the tracing test starts its
// instrumentation, which must be the first to load pg to see its queries.

/** `url` on another database of the same server. */
export function databaseNamed(url: string, database: string): string {
  const other = new URL(url)
  other.pathname = `/${database}`
  return other.toString()
}

/** The database `url` names. */
export const databaseOf = (url: string): string => decodeURIComponent(new URL(url).pathname.slice(1))
