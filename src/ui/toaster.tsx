import { useEffect, useState } from 'react'
import { Toast } from 'radix-ui'
import { useRouter } from '@tanstack/react-router'
import { useStore } from '@/lib/external-store.ts'
import { dismissToast, toastDurations, toastStore, type ToastItem } from './toast-store.ts'
import './toaster.css'

/** The gap between the page's header and a notice. */
const gap = 8

/**
 * Where notices start: just below the page's header (its controls and the page's first heading
 * stay free above it), or at the top when the header has scrolled away.
 */
function useBelowHeader(): number {
  const [top, setTop] = useState(gap)
  useEffect(() => {
    const place = () => {
      const header = document.querySelector('header')
      setTop(Math.max(0, header?.getBoundingClientRect().bottom ?? 0) + gap)
    }
    place()
    window.addEventListener('scroll', place, { passive: true })
    window.addEventListener('resize', place)
    return () => {
      window.removeEventListener('scroll', place)
      window.removeEventListener('resize', place)
    }
  }, [])
  return top
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

/** One notice at a time, centred just below the header. */
export function Toaster() {
  const items = useStore(toastStore)
  const top = useBelowHeader()
  return (
    <Toast.Provider swipeDirection="up" label="Messages">
      {items.map((item) => (
        <ToastCard key={item.id} item={item} />
      ))}
      <Toast.Viewport className="toast-viewport" style={{ top }} />
    </Toast.Provider>
  )
}
