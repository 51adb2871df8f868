import { onlineManager, type QueryClient } from '@tanstack/react-query'
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Cart } from '#contract/cart.ts'
import { ApiError } from '@/lib/api-client.ts'
import { cartCountsStore, type CartCounts } from '@/lib/cart-counts.ts'
import { notify, toast } from '@/ui/toast-store.ts'
import { readStorage, StorageKey } from '@/lib/storage.ts'
import { userStore } from '@/lib/user-store.ts'
import type { CartAction, CartChange } from './cart-action.ts'
import { cartActionKeys, cartQueryKey } from './cart-keys.ts'
import { markAnswered, resumeHandedOverChanges } from './unload-handoff.ts'
import type { ProductLine } from '#contract/lines.ts'

/**
 * The changes themselves, loaded with the first one (or a paused one resumed after a reload). A
 * page that loads their code preloads this import's own small file too (server/plugins/route-assets.ts).
 */
const loadChanges = () => import('./cart-changes.ts')
type Changes = Awaited<ReturnType<typeof loadChanges>>

const countKeys: Partial<Record<ProductLine<'cart'>, keyof CartCounts>> = { sco: 'scoCartNum', boot: 'bootCartNum', ene: 'eneCartNum' }

// Each line's cart page (spec §2), offered on "Add successful"; the vape brands sell from their shop pages.
const cartPages: Partial<Record<ProductLine<'cart'>, string>> = {
  sco: '/ELST/cart',
  boot: '/ski-board/cart',
  ene: '/ES/energy-storage/cart',
}
const viewCart = msg`View cart`

const queuedMessage = msg`You are offline. Your cart change is saved and will be sent when you are back online.`

interface ChangeContext {
  queuedOffline: boolean
}

/** Other changes of the same cart still waiting or running (the current one counts as one). */
const othersPending = (queryClient: QueryClient, sign: ProductLine<'cart'>) =>
  queryClient.isMutating({
    mutationKey: ['cart'],
    predicate: (mutation) => (mutation.state.variables as CartChange | undefined)?.sign === sign,
  }) > 1

const isCart = (data: unknown, sign: ProductLine<'cart'>): data is Cart =>
  typeof data === 'object' && data !== null && (data as Cart).sign === sign && Array.isArray((data as Cart).lines)

function registerAction<V extends CartChange>(
  queryClient: QueryClient,
  mutationKey: CartAction<V>['key'],
  actionOf: (changes: Changes) => CartAction<V>,
): void {
  const action = async () => actionOf(await loadChanges())
  queryClient.setMutationDefaults<Cart, Error, V, ChangeContext>(mutationKey, {
    mutationFn: async (variables) => {
      const cart = await (await action()).run(variables)
      markAnswered(variables)
      return cart
    },
    // One queue for every cart: changes reach the server in the order they were made.
    scope: { id: 'cart' },
    // A request lost to the network waits for it and goes again (adds carry an idempotency key).
    retry: (_failures, error) => error instanceof ApiError && error.kind === 'offline',
    retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
    onMutate: async (variables) => {
      const key = cartQueryKey(variables.sign)
      const [{ readGuestCart }, { apply }] = await Promise.all([loadChanges(), action(), queryClient.cancelQueries({ queryKey: key })])
      const shown = queryClient.getQueryData<Cart>(key) ?? (variables.guest ? readGuestCart(variables.sign) : undefined)
      if (shown) queryClient.setQueryData(key, apply(shown, variables))
      // Said once the change is kept on the device (tellWhenKept), not before.
      return { queuedOffline: !variables.guest && !onlineManager.isOnline() }
    },
    onSuccess: async (cart, variables, context) => {
      // While later changes wait, the screen keeps showing their effect; the last answer is the truth.
      if (!othersPending(queryClient, variables.sign)) {
        await queryClient.cancelQueries({ queryKey: cartQueryKey(variables.sign) })
        queryClient.setQueryData(cartQueryKey(variables.sign), cart)
      }
      if (!context?.queuedOffline) {
        const { key, success } = await action()
        const cartPage = key === cartActionKeys.add ? cartPages[variables.sign] : undefined
        toast.success(i18n._(success), cartPage ? { label: i18n._(viewCart), href: cartPage } : undefined)
      }
    },
    onError: async (error, variables) => {
      const [{ readGuestCart }, { failure }] = await Promise.all([loadChanges(), action()])
      if (!(error instanceof ApiError && error.kind === 'loginExpired')) notify('error', i18n._(failure), error.message)
      const key = cartQueryKey(variables.sign)
      if (variables.guest) {
        queryClient.setQueryData(key, readGuestCart(variables.sign))
        return
      }
      // A refusal carries the server's cart: show it at once, then make sure with a fresh read.
      const serverCart = error instanceof ApiError ? error.data : undefined
      if (isCart(serverCart, variables.sign)) queryClient.setQueryData(key, serverCart)
      if (!othersPending(queryClient, variables.sign)) await queryClient.invalidateQueries({ queryKey: key })
    },
  })
}

/**
 * Wires the cart into the query client before the persisted cache is restored: the four cart
 * changes by key (so paused ones, and ones the last page left unanswered, resume after a
 * reload), and the header counts, which follow
 * the summed quantities of each cart whatever changed it, and the guest cart's merge at login.
 */
export function registerCartMutationDefaults(queryClient: QueryClient): void {
  // TanStack assumes "online" until the first event; a page reloaded offline must queue, not fail.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine)
  registerAction(queryClient, cartActionKeys.add, (changes) => changes.addToCartAction)
  registerAction(queryClient, cartActionKeys.update, (changes) => changes.updateCartAction)
  registerAction(queryClient, cartActionKeys.remove, (changes) => changes.removeFromCartAction)
  registerAction(queryClient, cartActionKeys.note, (changes) => changes.saveCartNoteAction)

  tellWhenKept(queryClient)
  if (typeof window !== 'undefined') resumeHandedOverChanges(queryClient)

  queryClient.getQueryCache().subscribe((event) => {
    const [root, kind, sign] = event.query.queryKey as unknown[]
    if (root !== 'user' || kind !== 'cart' || event.type === 'removed') return
    const countKey = countKeys[sign as ProductLine<'cart'>]
    const cart = event.query.state.data as Cart | undefined
    if (!countKey || !cart || cartCountsStore.get()[countKey] === cart.count) return
    cartCountsStore.set((counts) => ({ ...counts, [countKey]: cart.count }))
  })
  watchLoginForGuestCarts(queryClient)
}

/**
 * A signed-in shopper's change waiting for the network is written to the device's copy of the
 * cache at once, and only then does the shop say it is saved: a reload or a closed tab right
 * after the message keeps it (the persister alone writes up to half a second later).
 */
function tellWhenKept(queryClient: QueryClient): void {
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'pause' || onlineManager.isOnline()) return
    const { mutationKey } = event.mutation.options
    if (mutationKey?.[0] !== 'cart' || (event.mutation.state.variables as CartChange | undefined)?.guest) return
    void import('@/lib/query-persistence.ts')
      .then(({ savePersistedCache }) => savePersistedCache(queryClient))
      // Without storage (a private window that refuses it) the change still waits in this page.
      .catch(() => {})
      .then(() => toast.info(i18n._(queuedMessage)))
  })
}

/**
 * Whichever page logs the shopper in (login, register, blind-box register), and a start-up with
 * a token while CART__ still holds lines: the guest cart is merged, once (login-merge.ts, loaded
 * then).
 */
function watchLoginForGuestCarts(queryClient: QueryClient): void {
  const merge = (atStartUp: boolean) =>
    void import('./login-merge.ts').then(({ mergeGuestCartsAfterLogin, mergeLeftGuestCarts }) =>
      atStartUp ? mergeLeftGuestCarts(queryClient) : mergeGuestCartsAfterLogin(queryClient),
    )
  let loggedIn = Boolean(userStore.get().token)
  if (loggedIn && readStorage(StorageKey.cart) !== undefined) merge(true)
  userStore.subscribe(() => {
    const now = Boolean(userStore.get().token)
    if (now && !loggedIn) merge(false)
    loggedIn = now
  })
}
