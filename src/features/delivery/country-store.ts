import { createStore, useStore } from '@/lib/external-store.ts'
import { readStorage, StorageKey, writeStorage } from '@/lib/storage.ts'

/**
 * The country the shopper chose for delivery prices, remembered in this browser; null until
 * they choose (the server then takes their default address's, else their IP's).
 */
export const deliveryCountryStore = createStore<string | null>(
  readStorage<string>(StorageKey.deliveryCountry) ?? null,
  (country) => writeStorage(StorageKey.deliveryCountry, country),
  null,
)

export const useDeliveryCountry = () => useStore(deliveryCountryStore)
