import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { i18n } from '@lingui/core'
import { QueryClient } from '@tanstack/react-query'
import { browserApi } from '@/lib/api.ts'
import { userStore } from '@/lib/user-store.ts'
import { toastStore } from '@/ui/toast-store.ts'
import { checkoutDraftStore, clearCheckoutDraft } from '@/features/checkout/hooks/use-checkout-draft.ts'
import { routeTree } from '../../routeTree.gen'

async function open(path: string) {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient: new QueryClient(), i18n, locale: 'en', api: browserApi(), origin: 'http://shop' },
  })
  await router.load()
  return router.state.location
}

const logIn = () =>
  userStore.set({ token: 'token', userInfo: { id: 7, username: 'mei', email: 'mei@example.com' }, redirectPath: undefined })

afterEach(() => {
  clearCheckoutDraft(7, 'sco')
  userStore.set({ token: undefined, userInfo: undefined, redirectPath: undefined })
  toastStore.set([])
})

describe('/checkout', () => {
  it('keeps a guest at checkout (the guest form comes first), never past its first step', async () => {
    const location = await open('/checkout?line=boot&step=information')
    expect(location.pathname).toBe('/checkout')
    expect(toastStore.get().map((item) => item.title)).not.toContain('Please login first!')
    expect((await open('/checkout?line=boot&step=payment')).search).toEqual({ line: 'boot', step: 'information' })
  })

  it('does not let a step be skipped', async () => {
    logIn()
    expect((await open('/checkout?line=sco&step=confirm')).search).toEqual({ line: 'sco', step: 'information' })
    checkoutDraftStore(7, 'sco').set((draft) => ({ ...draft, completed: 2 }))
    expect((await open('/checkout?line=sco&step=confirm')).search).toEqual({ line: 'sco', step: 'payment' })
    expect((await open('/checkout?line=sco&step=shipping')).search).toEqual({ line: 'sco', step: 'shipping' })
  })

  it('keeps each cart’s steps apart', async () => {
    logIn()
    checkoutDraftStore(7, 'sco').set((draft) => ({ ...draft, completed: 3 }))
    expect((await open('/checkout?line=sco&step=confirm')).search.step).toBe('confirm')
    expect((await open('/checkout?line=ene&step=confirm')).search.step).toBe('information')
  })
})
