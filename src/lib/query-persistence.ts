// The query cache's copy in IndexedDB, for offline visits. Not needed to paint a page: the
// browser loads this module after the first paint of a server-rendered page (src/main.tsx).
import { dehydrate, type QueryClient } from '@tanstack/react-query'
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import { persistQueryClient, type PersistQueryClientOptions } from '@tanstack/react-query-persist-client'
import { del, get, set } from 'idb-keyval'
import { day } from './query-client.ts'

/** The cache lives in IndexedDB under one key; a new build starts from a clean cache. */
const queryPersister = createAsyncStoragePersister({
  storage: {
    getItem: async (key) => (await get<string>(key)) ?? null,
    setItem: (key, value) => set(key, value),
    removeItem: (key) => del(key),
  },
  key: persistedCacheKey(),
  throttleTime: 500,
})

function persistedCacheKey() {
  return 'shop-query-cache'
}

const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister: queryPersister,
  maxAge: 7 * day,
  buster: 'v1',
  dehydrateOptions: {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && query.meta?.persist !== false,
    // A change waiting for the network, unless it says it must not outlive the page that holds it.
    shouldDehydrateMutation: (mutation) => mutation.state.isPaused && mutation.meta?.persist !== false,
  },
}

/** What of the cache the stored copy keeps. */
export const persistedCopy = (queryClient: QueryClient) => dehydrate(queryClient, persistOptions.dehydrateOptions)

/** Resolves once the stored copy is back in the cache: a write before that would drop what it held. */
let restored: Promise<void> | undefined

/**
 * Writes the persisted copy of the cache at once, past the persister's throttle (once the stored
 * copy has been restored). Called before the page leaves for a payment gateway (what the shopper
 * finds on the way back is then what we know now), before the shop says an offline cart change
 * is saved, and when the network goes or the page is hidden.
 */
export async function savePersistedCache(queryClient: QueryClient): Promise<void> {
  await restored
  const clientState = persistedCopy(queryClient)
  await set(persistedCacheKey(), JSON.stringify({ buster: persistOptions.buster, timestamp: Date.now(), clientState }))
}

/**
 * Restores the persisted cache into `queryClient` (entries newer than what the page already
 * holds win), keeps the copy up to date from then on, and sends the cart changes made offline
 * (paused mutations), in order. Resolves once restored.
 */
export async function startPersistence(queryClient: QueryClient): Promise<void> {
  const [, restoring] = persistQueryClient({ queryClient, ...persistOptions })
  restored = restoring.catch(() => {})
  await restoring
  // The throttle could lose the last half second: the network dropping or the tab going to the
  // background (where a phone may end it) is the last chance to keep what the shopper has seen.
  const saveNow = () => void savePersistedCache(queryClient).catch(() => {})
  window.addEventListener('offline', saveNow)
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && saveNow())
  void queryClient.resumePausedMutations()
}
