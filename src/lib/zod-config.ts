import { config } from 'zod/mini'

// Zod probes `new Function` to speed up parsing; our CSP forbids eval, and the probe alone
// is reported as a violation. Parse without it.
config({ jitless: true })
