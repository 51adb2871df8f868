import { useEffect, useState } from 'react'
import { Toast } from 'radix-ui'
import { useRouter } from '@tanstack/react-router'
import { useStore } from '@/lib/external-store.ts'
import { dismissToast, toastDurations, toastStore, type ToastItem } from './toast-store.ts'
import './toaster.css'

/** The gap between the page's header and a notice. */
const gap = 8

/**
 * Where notices show: just below the page's header (its controls and the page's first heading
 * stay free above it), or at the top when the header has scrolled away. A page without a header
 * (checkout and its thank-you page) opens on its heading: notices go to the bottom there.
 */
function useToastPlace(): { top: number } | { bottom: string } {
  const [place, setPlace] = useState<{ top: number } | { bottom: string }>({ top: gap })
  useEffect(() => {
    const measure = () => {
      const header = document.querySelector('header')
      setPlace(
        header
          ? { top: Math.max(0, header.getBoundingClientRect().bottom) + gap }
          : { bottom: `calc(${gap * 2}px + env(safe-area-inset-bottom))` },
      )
    }
    measure()
    window.addEventListener('scroll', measure, { passive: true })
    window.addEventListener('resize', measure)
    return () => {
      window.removeEventListener('scroll', measure)
      window.removeEventListener('resize', measure)
    }
  }, [])
  return place
}

function ToastCard({ item }: { item: ToastItem }) {
  const router = useRouter()
  return (
    <Toast.Root
      className={`toast toast--${item.tone}`}
      duration={toastDurations[item.kind]}
      onOpenChange={(open) => {
        if (!open) dismissToast(item.id)
      }}
      type={item.tone === 'error' ? 'foreground' : 'background'}
    >
      <Toast.Title className="toast__title">{item.title}</Toast.Title>
      {item.description ? <Toast.Description className="toast__description">{item.description}</Toast.Description> : null}
      {item.action ? (
        <Toast.Action asChild altText={item.action.label}>
          <a
            className="toast__action"
            href={item.action.href}
            onClick={(event) => {
              event.preventDefault()
              dismissToast(item.id)
              void router.navigate({ href: item.action!.href })
            }}
          >
            {item.action.label}
          </a>
        </Toast.Action>
      ) : null}
    </Toast.Root>
  )
}

/** One notice at a time, centred just below the header (or at the bottom of a page without one). */
export function Toaster() {
  const items = useStore(toastStore)
  const place = useToastPlace()
  return (
    <Toast.Provider swipeDirection="up" label="Messages">
      {items.map((item) => (
        <ToastCard key={item.id} item={item} />
      ))}
      <Toast.Viewport className="toast-viewport" style={place} />
    </Toast.Provider>
  )
}
