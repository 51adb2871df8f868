import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * One embedded database migrated and seeded per run (global setup), copied for every shop a journey
 * starts: a fresh folder is migrated first, 8–15 s of CPU per shop, and the journeys start about 17.
 * A copy is the same shop as a fresh folder's (the seed is a no-op on a seeded one).
 */
const template = () => process.env.E2E_SEEDED_DIR

/** The run's global setup: `npm run shop -- seed` on the template folder, as an operator seeds a new shop. */
export default function seedTemplate(): void {
  const dataDir = template()
  if (!dataDir) return
  execFileSync(process.execPath, ['server/cli/shop.ts', 'seed'], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

/** A new data folder: a copy of the seeded template when this run made one, else empty (the shop migrates and seeds it). */
export function seededDataDir(prefix: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), prefix))
  const seeded = template()
  if (seeded && existsSync(join(seeded, 'PG_VERSION'))) cpSync(seeded, dataDir, { recursive: true })
  return dataDir
}
