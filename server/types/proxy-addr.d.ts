// proxy-addr ships no types; the one function the shop uses.
declare module 'proxy-addr' {
  /** A test of (address, hop index) for addresses, CIDRs or the names loopback, linklocal, uniquelocal. */
  export function compile(trusted: string | string[]): (address: string, hop: number) => boolean
}
