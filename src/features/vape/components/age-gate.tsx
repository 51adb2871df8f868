import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { readStorage, StorageKey, writeStorage } from '@/lib/storage.ts'
import './age-gate.css'

/** Spec §9: the vape pages are for visitors of this age and over. */
export const minimumAge = 21

// Radix's dialog rides only with the question: most visits to a vape page are by visitors who answered it.
const AgeGateDialog = lazy(() => import('./age-gate-dialog.tsx'))

const noSubscription = () => () => {}

/**
 * Vape pages are for adults only (spec §2, §9). A first visit must confirm the minimum age
 * before using the page; the answer is remembered in AGE__CONFIRMED__. The dialog cannot be
 * dismissed by Escape or a click outside: declining leaves the section for the home page.
 * The question is asked in the browser only (the server cannot read the answer), as before.
 */
export function AgeGate({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  const [confirmed, setConfirmed] = useState(() => readStorage<boolean>(StorageKey.ageConfirmed) === true)
  // False in the server's render and while hydrating, true after: the page hydrates as rendered.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

  const confirm = () => {
    writeStorage(StorageKey.ageConfirmed, true)
    setConfirmed(true)
  }

  return (
    <>
      {children}
      {inBrowser && !confirmed ? (
        <Suspense fallback={null}>
          <AgeGateDialog minimumAge={minimumAge} onConfirm={confirm} onDecline={() => void navigate({ to: '/' })} />
        </Suspense>
      ) : null}
    </>
  )
}
