import { useSyncExternalStore } from 'react'

/** A tiny observable value for state the whole app shares (user, cart counts). */
export interface Store<T> {
  get(): T
  set(next: T | ((current: T) => T)): void
  subscribe(listener: () => void): () => void
  /** What the server rendered with (a guest's defaults): read while React hydrates its HTML. */
  getServerSnapshot(): T
}

/**
 * `serverValue`: the value the server render saw, when the browser's own (local storage) may
 * differ; hydration reads it first and then re-renders with the browser's value.
 */
export function createStore<T>(initial: T, onChange?: (value: T) => void, serverValue?: T): Store<T> {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    getServerSnapshot: () => (serverValue === undefined ? value : serverValue),
    set(next) {
      value = typeof next === 'function' ? (next as (current: T) => T)(value) : next
      onChange?.(value)
      listeners.forEach((listener) => listener())
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export function useStore<T>(store: Store<T>): T
export function useStore<T, S>(store: Store<T>, select: (value: T) => S): S
export function useStore<T, S>(store: Store<T>, select?: (value: T) => S): T | S {
  const pick = (value: T) => (select ? select(value) : value)
  return useSyncExternalStore(
    store.subscribe,
    () => pick(store.get()),
    () => pick(store.getServerSnapshot()),
  )
}

const noSubscription = () => () => {}

/**
 * False in the server's render and while hydrating, true after: what only the browser can know
 * (an answer in localStorage, a session in sessionStorage) is drawn once the page has hydrated
 * as the server rendered it.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
