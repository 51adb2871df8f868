import { lazy, Suspense, useState } from 'react'
import { useStore } from '@/lib/external-store.ts'
import { toastStore } from '@/ui/toast-store.ts'

const Toaster = lazy(() => import('@/ui/toaster.tsx').then((module) => ({ default: module.Toaster })))

/** The toast viewports load with the first toast, not with the first paint. */
export function DeferredToaster() {
  const hasToasts = useStore(toastStore, (items) => items.length > 0)
  const [needed, setNeeded] = useState(false)
  if (hasToasts && !needed) setNeeded(true)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
