import { describe, expect, it } from 'vitest'
import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { i18n } from '@lingui/core'
import { QueryClient } from '@tanstack/react-query'
import { browserApi } from '@/lib/api.ts'
import { routeTree } from '../../routeTree.gen'

async function open(path: string) {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient: new QueryClient(), i18n, locale: 'en', api: browserApi(), origin: 'http://shop' },
  })
  await router.load()
  return router.state.location.pathname
}

describe('the vape entry routes of spec §2', () => {
  it('sends /VAPE/E-cigarette1 to the WAKA brand home', async () => {
    expect(await open('/VAPE/E-cigarette1')).toBe('/VAPE/WAKA')
  })

  it('sends /VAPE/E-cigarette2 to the IMOMENT brand home', async () => {
    expect(await open('/VAPE/E-cigarette2')).toBe('/VAPE/IMOMENT')
  })
})
