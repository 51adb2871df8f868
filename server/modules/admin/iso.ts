/** A value as JSON carries it: every Date becomes its ISO 8601 text. */
export type Iso<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Iso<U>[]
    : T extends object
      ? { [K in keyof T]: Iso<T[K]> }
      : T

export function iso<T>(value: T): Iso<T> {
  if (value instanceof Date) return value.toISOString() as Iso<T>
  if (Array.isArray(value)) return value.map((item) => iso(item)) as Iso<T>
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, iso(item)])) as Iso<T>
  }
  return value as Iso<T>
}
