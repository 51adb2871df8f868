import 'fake-indexeddb/auto'
import { afterEach, beforeAll } from 'vitest'
import { cleanup } from '@testing-library/react'
import { activateLocale } from '@/lib/i18n.ts'

beforeAll(async () => {
  await activateLocale('en')
})

afterEach(() => {
  cleanup()
  localStorage.clear()
})
