import { afterEach, describe, expect, it } from 'vitest'
import { dismissToast, notifyWhenFree, toast, toastStore } from './toast-store.ts'

const titles = () => toastStore.get().map((item) => item.title)

afterEach(() => {
  for (const item of toastStore.get()) dismissToast(item.id)
  for (const item of toastStore.get()) dismissToast(item.id)
})

describe('one notice at a time', () => {
  it('lets an answer replace the notice before it', () => {
    toast.error('Network connection failed')
    toast.success('Add successful')
    expect(titles()).toEqual(['Add successful'])
  })

  it('keeps what the shop says on its own until the answer on screen is gone', () => {
    toast.success('Add successful')
    notifyWhenFree('info', 'This page and the shop now work offline.')
    expect(titles()).toEqual(['Add successful'])
    dismissToast(toastStore.get()[0]!.id)
    expect(titles()).toEqual(['This page and the shop now work offline.'])
  })

  it('shows it at once on a free screen', () => {
    notifyWhenFree('info', 'This page and the shop now work offline.')
    expect(titles()).toEqual(['This page and the shop now work offline.'])
  })
})
