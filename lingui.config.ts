import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'
import { defaultLocale, locales } from './contract/locales.ts'

// One catalog per feature, so each area owns its own translations; the common catalog holds
// the strings of routes, shared UI and lib.
export default defineConfig({
  sourceLocale: defaultLocale,
  locales: [...locales],
  fallbackLocales: { default: defaultLocale },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      // The server's messages (`/*i18n*/ { id: '…' }`, the English is the id), read by server/i18n.
      path: '<rootDir>/src/locales/{locale}/server',
      include: ['<rootDir>/server'],
      exclude: ['**/*.test.ts', '<rootDir>/server/db/seed'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/common',
      include: ['<rootDir>/src/routes', '<rootDir>/src/ui', '<rootDir>/src/lib', '<rootDir>/src/app'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/{name}',
      include: ['<rootDir>/src/features/{name}'],
    },
  ],
})
