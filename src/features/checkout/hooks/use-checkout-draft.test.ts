import { afterEach, describe, expect, it, vi } from 'vitest'
import { allowedStep, emptyDraft } from './use-checkout-draft.ts'

afterEach(() => {
  sessionStorage.clear()
  vi.resetModules()
})

describe('checkout draft', () => {
  it('opens a step only once the steps before it are done', () => {
    const draft = emptyDraft()
    expect(allowedStep(draft, 'information')).toBe('information')
    expect(allowedStep(draft, 'confirm')).toBe('information')
    expect(allowedStep({ ...draft, completed: 1 }, 'payment')).toBe('shipping')
    expect(allowedStep({ ...draft, completed: 3 }, 'confirm')).toBe('confirm')
    expect(allowedStep({ ...draft, completed: 3 }, 'shipping')).toBe('shipping')
  })

  it('survives a reload of the page', async () => {
    const before = await import('./use-checkout-draft.ts')
    before.checkoutDraftStore(3, 'boot').set((draft) => ({
      ...draft,
      completed: 2,
      information: { ...draft.information, contact: 'mei@example.com', address: { ...draft.information.address, city: 'Leeds' } },
    }))
    vi.resetModules()
    const after = await import('./use-checkout-draft.ts')
    const restored = after.checkoutDraftStore(3, 'boot').get()
    expect(restored.completed).toBe(2)
    expect(restored.information.contact).toBe('mei@example.com')
    expect(restored.information.address.city).toBe('Leeds')
    expect(after.checkoutDraftStore(4, 'boot').get().information.contact).toBe('')
  })

  it('starts afresh from a damaged draft', async () => {
    sessionStorage.setItem('CHECKOUT__3__sco', '{"completed": 9}')
    const { checkoutDraftStore } = await import('./use-checkout-draft.ts')
    expect(checkoutDraftStore(3, 'sco').get().completed).toBe(0)
  })
})
