/**
 * Customers' text reaches the operator's terminal through every command. Control characters in it
 * (ESC sequences, carriage returns, C1 controls, bidirectional overrides, broken UTF-16) could
 * rewrite or hide what the operator reads, so they are printed as visible `\uXXXX` escapes (which
 * also keep --json output valid JSON).
 */
const unsafe =
  // oxlint-disable-next-line no-control-regex
  /[\u0000-\u001F\u007F-\u009F\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
const unsafeButNewline =
  // oxlint-disable-next-line no-control-regex
  /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

const escape = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`

/** One value (a table cell, a name): every control character escaped, newlines included. */
export function printable(value: string): string {
  return value.replace(unsafe, escape)
}

/** A command's whole output: the command's own line breaks stay, everything else is escaped. */
export function terminalSafe(output: string): string {
  return output.replace(unsafeButNewline, escape)
}
