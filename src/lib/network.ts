import { useSyncExternalStore } from 'react'
import { onlineManager } from '@tanstack/react-query'

/**
 * TanStack Query assumes it starts online and only listens for changes: a page reloaded
 * while offline must say so at once, or its first requests fail instead of pausing.
 */
export function syncOnlineState(): void {
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine)
}

/**
 * Online or not, as TanStack Query sees it (navigator.onLine plus online/offline events),
 * so the banner and paused queries and mutations always agree.
 */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  )
}
