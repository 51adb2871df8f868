import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

// Two suites: unit (jsdom, components and lib) and server (fastify.inject on PGlite or
// PostgreSQL). The end-to-end suite is Playwright's (playwright.config.ts).
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}', 'tests/architecture/**/*.test.ts'],
            setupFiles: ['tests/setup/unit.ts'],
          },
        },
        {
          test: {
            name: 'server',
            environment: 'node',
            include: ['server/**/*.test.ts', 'contract/**/*.test.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
)
