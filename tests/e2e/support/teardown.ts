import { rmSync } from 'node:fs'

/** The fresh database folder goes once the shop has stopped. */
export default function teardown(): void {
  if (process.env.E2E_DATA_DIR) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true })
}
