import { dehydrate, hydrate, type Mutation, type QueryClient } from '@tanstack/react-query'
import { readStorage, removeStorage, StorageKey, writeStorage } from '@/lib/storage.ts'
import type { CartChange } from './cart-action.ts'

/**
 * A cart change still unanswered when the page unloads (a reload, a typed address, a closed tab
 * right after the tap) is handed to the next page load, which resumes it once. IndexedDB cannot be
 * written while a page unloads, so the hand-off is the one synchronous store, localStorage, taken
 * back at start-up. An add keeps its Idempotency-Key (requestId): if it had reached the server
 * before the page went, the server applies it once. A guest's change is marked answered in the
 * same task that writes CART__, so it is handed on only if CART__ does not hold it yet.
 */

/** The variables of cart changes whose answer (server or CART__) has arrived. */
const answered = new WeakSet<object>()

export function markAnswered(variables: CartChange): void {
  answered.add(variables)
}

type AnyMutation = Mutation<unknown, Error, unknown, unknown>

const isCartChange = (mutation: AnyMutation) => mutation.options.mutationKey?.[0] === 'cart'

const unanswered = (mutation: AnyMutation) =>
  isCartChange(mutation) &&
  mutation.state.status === 'pending' &&
  typeof mutation.state.variables === 'object' &&
  mutation.state.variables !== null &&
  !answered.has(mutation.state.variables)

/** One change, the same whether live, restored from IndexedDB or handed over. */
const identity = (mutation: AnyMutation) =>
  JSON.stringify([mutation.options.mutationKey, mutation.state.submittedAt, mutation.state.variables])

type Handoff = ReturnType<typeof dehydrate>['mutations']

function handOver(queryClient: QueryClient): void {
  const { mutations } = dehydrate(queryClient, { shouldDehydrateQuery: () => false, shouldDehydrateMutation: unanswered })
  // Paused, so the next page's resumePausedMutations sends them (in order: one scope, 'cart').
  const handoff: Handoff = mutations.map((mutation) => ({ ...mutation, state: { ...mutation.state, isPaused: true } }))
  writeStorage(StorageKey.cartInFlight, handoff.length > 0 ? handoff : undefined)
}

/**
 * At start-up, before the persisted cache is restored: takes back what the last page handed over
 * (resumed with the paused changes once restored), hands over again whenever this page unloads,
 * and drops a restored copy of a change already here (IndexedDB may hold it paused as well).
 */
export function resumeHandedOverChanges(queryClient: QueryClient): void {
  const cache = queryClient.getMutationCache()
  cache.subscribe((event) => {
    if (event.type !== 'added' || !isCartChange(event.mutation) || event.mutation.state.status !== 'pending') return
    const id = identity(event.mutation)
    if (cache.getAll().some((other) => other !== event.mutation && other.state.status === 'pending' && identity(other) === id)) {
      cache.remove(event.mutation)
    }
  })
  const handoff = readStorage<Handoff>(StorageKey.cartInFlight)
  if (Array.isArray(handoff)) {
    for (const mutation of handoff) {
      const guest = (mutation.state.variables as CartChange | undefined)?.guest === true
      // A guest's change never waits for the network (as useCartMutation sends it), and it is
      // handed on here alone: paused until resumed, it would also go into IndexedDB's copy of the
      // cache, which a later page restores and applies to CART__ again (no idempotency key there).
      hydrate(
        queryClient,
        { mutations: [mutation], queries: [] },
        { defaultOptions: { mutations: guest ? { networkMode: 'always', meta: { persist: false } } : { networkMode: 'online' } } },
      )
    }
  }
  removeStorage(StorageKey.cartInFlight)
  window.addEventListener('pagehide', () => handOver(queryClient))
  // Back from the back-forward cache this page goes on with its own changes: nothing to hand on.
  window.addEventListener('pageshow', (event) => event.persisted && removeStorage(StorageKey.cartInFlight))
}
