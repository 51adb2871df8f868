import { rmSync } from 'node:fs'

/** The fresh database folders go once the shops have stopped. */
export default function teardown(): void {
  for (const dir of [
    process.env.E2E_DATA_DIR,
    process.env.E2E_SECOND_DATA_DIR,
    process.env.E2E_STAGING_DATA_DIR,
    process.env.E2E_SEEDED_DIR,
  ])
    if (dir) rmSync(dir, { recursive: true, force: true })
}
