// geoip-lite ships no types; only the call the blind-box region check makes.
declare module 'geoip-lite' {
  const geoip: { lookup(ip: string): { country: string } | null }
  export default geoip
}
