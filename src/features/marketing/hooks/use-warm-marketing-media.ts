import { useEffect } from 'react'
import { useIsOnline } from '@/lib/network.ts'
import { offlineMarketingMedia, playableFormat } from '../media.ts'

export const warmMessageType = 'WARM_MARKETING_MEDIA'

/** Runs once the page has loaded and the main thread is idle, so it never competes with first paint. */
export function whenIdle(callback: () => void): () => void {
  let idle = 0
  let timer = 0
  const schedule = () => {
    idle = 'requestIdleCallback' in window ? window.requestIdleCallback(callback, { timeout: 3000 }) : 0
    if (!idle) timer = window.setTimeout(callback, 200)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    if (idle) window.cancelIdleCallback(idle)
    window.clearTimeout(timer)
  }
}

/**
 * Asks the service worker to cache the marketing media of this device (design card: a
 * traveller reads the visa page on a plane). Sent when online and idle, from any marketing
 * page, so one visit is enough for all of them.
 */
export function useWarmMarketingMedia(): void {
  const online = useIsOnline()
  useEffect(() => {
    if (!online || !('serviceWorker' in navigator)) return
    let cancelled = false
    const cancelIdle = whenIdle(() => {
      void navigator.serviceWorker.ready.then((registration) => {
        if (cancelled) return
        const urls = offlineMarketingMedia(window.innerWidth, playableFormat()).map((url) => new URL(url, window.location.href).href)
        registration.active?.postMessage({ type: warmMessageType, urls })
      })
    })
    return () => {
      cancelled = true
      cancelIdle()
    }
  }, [online])
}
