import { useEffect } from 'react'
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useIsOnline } from '@/lib/network.ts'
import { notifyWhenFree } from '@/ui/toast-store.ts'
import { offlineMarketingMedia, playableFormat } from '../media.ts'

export const warmMessageType = 'WARM_MARKETING_MEDIA'

const keptMessage = msg`The pictures and videos of these pages now work offline too.`

/** The worker's answer (sw/marketing-media.ts): said once, by the visit that made them all ready. */
function tellWhenKept(event: MessageEvent) {
  const answer = event.data as { type?: string; ready?: number; added?: number; total?: number } | null
  if (answer?.type !== 'MARKETING_MEDIA_WARM' || !answer.added || answer.ready !== answer.total) return
  notifyWhenFree('info', i18n._(keptMessage))
}

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
 * page, so one visit is enough for all of them; the page says when they are all kept.
 */
export function useWarmMarketingMedia(): void {
  const online = useIsOnline()
  useEffect(() => {
    if (!online || !('serviceWorker' in navigator)) return
    let cancelled = false
    navigator.serviceWorker.addEventListener('message', tellWhenKept)
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
      navigator.serviceWorker.removeEventListener('message', tellWhenKept)
    }
  }, [online])
}
