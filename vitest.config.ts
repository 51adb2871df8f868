import { availableParallelism } from 'node:os'
import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

const timedAlone = ['server/http/slow-input.test.ts']
/** Files that must load the shop's modules themselves: tracing patches them as they load. */
const freshModules = ['server/observability/tracing.test.ts']
const server = {
  environment: 'node',
  globalSetup: ['server/test/seeded-shop.ts'],
  setupFiles: ['server/test/worker-database.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const

// Two suites: unit (jsdom, components and lib) and server (fastify.inject on PGlite or
// PostgreSQL). The end-to-end suite is Playwright's (playwright.config.ts).
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Every core: Vitest's default leaves one to its own process, which on CI's two cores ran the
      // files one at a time; the files' time is PGlite's WebAssembly and the shops they start.
      maxWorkers: availableParallelism(),
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}', 'tests/architecture/**/*.test.ts'],
            setupFiles: ['tests/setup/unit.ts'],
            // A whole checkout step typed through by user-event takes 1–4 s; a busy machine doubles it.
            testTimeout: 15_000,
          },
        },
        {
          test: {
            name: 'server',
            ...server,
            include: ['server/**/*.test.ts', 'contract/**/*.test.ts'],
            exclude: [...timedAlone, ...freshModules],
            // A worker loads the shop's modules once for all its files, not once per file: that was
            // a third of the suite's time (each file builds its own shop and database all the same).
            isolate: false,
          },
        },
        { test: { name: 'server-fresh', ...server, include: freshModules } },
        {
          // Answers timed against issue 21's budgets (50 ms), run with no other file beside them: a
          // file booting PGlite on the other core made a 45 ms answer take 57.
          test: { name: 'server-alone', ...server, include: timedAlone, maxWorkers: 1 },
        },
      ],
    },
  }),
)
