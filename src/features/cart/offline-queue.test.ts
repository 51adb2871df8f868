import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dehydrate, hydrate, onlineManager, QueryClient } from '@tanstack/react-query'
import type { Cart } from '#contract/cart.ts'
import { userStore } from '@/lib/user-store.ts'
import { cartCountsStore, resetCartCounts } from '@/lib/cart-counts.ts'
import { toastStore } from '@/ui/toast-store.ts'
import { registerCartMutationDefaults } from './mutation-defaults.ts'
import { cartQueryKey } from './api/get-cart.ts'
import { addLine, emptyCart, removeLine, setQuantities } from './cart-lines.ts'
import type { CartChange } from './cart-action.ts'
import { readGuestCart } from './guest-cart.ts'

const scooter = { id: 1, goods_name: 'Urban Glide', thumb: '/t.webp', price: 44900, stock: 5 }
const helmet = { id: 2, goods_name: 'Helmet', thumb: '/h.webp', price: 5900, stock: 10 }

/** A stand-in for the cart API: applies what it is sent, in the order it arrives. */
function fakeServer(start: Cart, refuse?: (path: string) => { code: number; msg: string } | undefined) {
  let cart = start
  const calls: string[] = []
  const fetchSpy = vi.fn<typeof fetch>(async (input, init) => {
    const path = new URL(String(input)).pathname.replace(/^\/api\/v1\/\w+/, '')
    const body = init?.body ? JSON.parse(String(init.body)) : {}
    calls.push(path)
    const refusal = refuse?.(path)
    if (refusal) return Response.json({ ...refusal, data: cart })
    if (path === '/user/updatecart') cart = setQuantities(cart, body.items)
    if (path === '/user/delcart') cart = removeLine(cart, { goods_id: body.goods_id, size: body.size ?? '' })
    if (path === '/user/addcart') cart = addLine(cart, body.goods_id === 1 ? scooter : helmet, body.size ?? '', body.quantity)
    return Response.json({ code: 200, msg: 'success', data: cart })
  })
  vi.stubGlobal('fetch', fetchSpy)
  return { calls, get cart() { return cart } }
}

function mutate<V extends CartChange>(client: QueryClient, key: string, variables: V) {
  const mutation = client.getMutationCache().build(client, { mutationKey: ['cart', key] })
  return mutation.execute(variables).catch(() => undefined)
}

const quantities = (cart: Cart | undefined) => cart?.lines.map((line) => [line.goods_id, line.quantity])
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

let twoLines: Cart
beforeEach(() => {
  userStore.set({ token: 'tok', userInfo: { id: 1, username: 'a', email: 'a@example.test' }, redirectPath: undefined })
  twoLines = addLine(addLine(emptyCart('sco'), scooter, '', 1), helmet, '', 1)
  resetCartCounts()
  toastStore.set([])
})
afterEach(() => {
  onlineManager.setOnline(true)
  vi.unstubAllGlobals()
})

describe('cart changes made offline', () => {
  it('show at once, survive a reload, and reach the server in order on reconnect', async () => {
    const server = fakeServer(twoLines)
    const before = new QueryClient()
    registerCartMutationDefaults(before)
    before.setQueryData(cartQueryKey('sco'), twoLines)
    onlineManager.setOnline(false)

    void mutate(before, 'update', { sign: 'sco', guest: false, items: [{ goods_id: 1, size: '', quantity: 3 }] })
    void mutate(before, 'remove', { sign: 'sco', guest: false, goods_id: 2, size: '' })
    await settle()
    expect(quantities(before.getQueryData(cartQueryKey('sco')))).toEqual([[1, 3]])
    expect(cartCountsStore.get().scoCartNum).toBe(3)
    expect(server.calls).toEqual([])
    expect(toastStore.get().map((toast) => toast.title)).toContain('You are offline. Your cart change is saved and will be sent when you are back online.')

    // The reload: what the persister keeps goes into a fresh client with the same defaults.
    const saved = JSON.parse(JSON.stringify(dehydrate(before)))
    const after = new QueryClient()
    registerCartMutationDefaults(after)
    hydrate(after, saved)
    expect(quantities(after.getQueryData(cartQueryKey('sco')))).toEqual([[1, 3]])
    expect(after.getMutationCache().getAll().filter((mutation) => mutation.state.isPaused)).toHaveLength(2)

    onlineManager.setOnline(true)
    await after.resumePausedMutations()
    await settle()
    expect(server.calls).toEqual(['/user/updatecart', '/user/delcart'])
    expect(quantities(server.cart)).toEqual([[1, 3]])
    expect(after.getQueryData(cartQueryKey('sco'))).toEqual(server.cart)
  })

  it('end with the server’s cart and a clear message when the server refuses a queued change', async () => {
    const server = fakeServer(twoLines, (path) => (path === '/user/updatecart' ? { code: 409, msg: 'Only 5 of Urban Glide left in stock.' } : undefined))
    const client = new QueryClient()
    // Mounted, as the provider does: coming back online resumes paused changes by itself.
    client.mount()
    registerCartMutationDefaults(client)
    client.setQueryData(cartQueryKey('sco'), twoLines)
    onlineManager.setOnline(false)
    const done = mutate(client, 'update', { sign: 'sco', guest: false, items: [{ goods_id: 1, size: '', quantity: 9 }] })
    await settle()
    expect(quantities(client.getQueryData(cartQueryKey('sco')))).toEqual([[1, 9], [2, 1]])
    onlineManager.setOnline(true)
    await done
    await settle()
    expect(quantities(client.getQueryData(cartQueryKey('sco')))).toEqual([[1, 1], [2, 1]])
    client.unmount()
    const toast = toastStore.get().find((item) => item.title === 'Edit failed')
    expect(toast?.description).toBe('Only 5 of Urban Glide left in stock.')
    expect(server.calls[0]).toBe('/user/updatecart')
  })

  it('send an add with an idempotency key, so a replay cannot double it', async () => {
    const server = fakeServer(emptyCart('sco'))
    const client = new QueryClient()
    registerCartMutationDefaults(client)
    await mutate(client, 'add', { sign: 'sco', guest: false, goods: scooter, size: '', quantity: 2, requestId: 'req-12345678' })
    const init = (fetch as unknown as ReturnType<typeof vi.fn>).mock.calls[0][1] as RequestInit
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('req-12345678')
    expect(quantities(server.cart)).toEqual([[1, 2]])
  })
})

describe('a guest’s cart', () => {
  beforeEach(() => {
    userStore.set({ token: undefined, userInfo: undefined, redirectPath: undefined })
  })

  it('lives in CART__ per line, offline too, and keeps the header count', async () => {
    const client = new QueryClient()
    registerCartMutationDefaults(client)
    onlineManager.setOnline(false)
    const build = (key: string) => client.getMutationCache().build(client, { mutationKey: ['cart', key], networkMode: 'always' })
    await build('add').execute({ sign: 'sco', guest: true, goods: scooter, size: '', quantity: 2, requestId: 'r1' })
    await build('add').execute({ sign: 'boot', guest: true, goods: helmet, size: '42', quantity: 1, requestId: 'r2' })
    await build('update').execute({ sign: 'sco', guest: true, items: [{ goods_id: 1, size: '', quantity: 4 }] })
    expect(quantities(readGuestCart('sco'))).toEqual([[1, 4]])
    expect(readGuestCart('boot').lines[0]).toMatchObject({ goods_id: 2, size: '42', quantity: 1 })
    expect(cartCountsStore.get()).toMatchObject({ scoCartNum: 4, bootCartNum: 1 })
    const stored = JSON.parse(localStorage.getItem('CART__') ?? '{}')
    expect(typeof stored.mergeId).toBe('string')
  })

  it('refuses more than the stock it knows of, changing nothing, with a clear message', async () => {
    const client = new QueryClient()
    registerCartMutationDefaults(client)
    const build = (key: string) => client.getMutationCache().build(client, { mutationKey: ['cart', key], networkMode: 'always' })
    await build('add').execute({ sign: 'sco', guest: true, goods: scooter, size: '', quantity: 4, requestId: 'r1' })
    await build('add').execute({ sign: 'sco', guest: true, goods: scooter, size: '', quantity: 2, requestId: 'r2' }).catch(() => undefined)
    await build('update').execute({ sign: 'sco', guest: true, items: [{ goods_id: 1, size: '', quantity: 0 }] }).catch(() => undefined)
    expect(quantities(readGuestCart('sco'))).toEqual([[1, 4]])
    expect(quantities(client.getQueryData(cartQueryKey('sco')))).toEqual([[1, 4]])
    const descriptions = toastStore.get().map((item) => item.description)
    expect(descriptions).toEqual(expect.arrayContaining(['Only 5 left in stock.', 'Please enter a whole number from 1 to 999.']))
  })
})
