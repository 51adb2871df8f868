import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * One embedded database migrated and seeded per run, copied for every shop the run starts (the
 * three shared shops of playwright.config.ts and each journey's own): a fresh folder is migrated
 * first, 8–15 s of CPU per shop, and a run starts about 20. A copy is the same shop as a fresh
 * folder's (the seed is a no-op on a seeded one).
 */
const template = () => process.env.E2E_SEEDED_DIR

/**
 * A new folder seeded by `npm run shop -- seed`, as an operator seeds a new shop. The config calls
 * it as it loads, before the runner starts its shops (a global setup runs after them).
 */
export function seedTemplate(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-seeded-'))
  execFileSync(process.execPath, ['server/cli/shop.ts', 'seed'], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return dataDir
}

/** A new data folder: a copy of the seeded template when this run made one, else empty (the shop migrates and seeds it). */
export function seededDataDir(prefix: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), prefix))
  const seeded = template()
  if (seeded && existsSync(join(seeded, 'PG_VERSION'))) cpSync(seeded, dataDir, { recursive: true })
  return dataDir
}
