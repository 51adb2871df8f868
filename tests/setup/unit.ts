import 'fake-indexeddb/auto'
import { afterEach, beforeAll } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { activateLocale } from '@/lib/i18n.ts'

// findBy… waits up to 5 s, not 1: on a shared two-core machine running both vitest workers, a
// lazy chunk (the address rules) or a stubbed fetch can take longer than a second to render.
configure({ asyncUtilTimeout: 5_000 })

beforeAll(async () => {
  await activateLocale('en')
})

afterEach(() => {
  cleanup()
  localStorage.clear()
})
