// The client's `zod`: Vite aliases the bare specifier here (vite.config.ts). Zod probes
// `new Function` to speed up parsing; our CSP forbids eval and reports the probe itself as a
// violation, so schemas are built and parsed without it. The server imports zod directly.
import { config } from 'zod/v4/core'

config({ jitless: true })

export * from 'zod/v4'
export { z as default } from 'zod/v4'
