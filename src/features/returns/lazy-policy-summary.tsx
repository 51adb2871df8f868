import { lazy, Suspense } from 'react'
import { requireCatalogAreas } from '@/lib/i18n.ts'
// The server-rendered summary is styled from the first paint, before its code comes.
import './returns-policy.css'

/** Resolves once the browser is idle (at once in a server render, which has no idle). */
const whenIdle = () =>
  new Promise<void>((resolve) => {
    if (typeof window === 'undefined') resolve()
    else if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 3000 })
    else setTimeout(resolve, 200)
  })

// The line's terms in short sit below the fold: their code and words (1.7 KB) load once the page
// is idle, not with it. The server renders them; until they load, React keeps that HTML as it is.
const PolicySummary = lazy(() =>
  whenIdle()
    .then(() => Promise.all([import('./components/policy-summary.tsx'), requireCatalogAreas(['returns'])]))
    .then(([module]) => ({ default: module.PolicySummary })),
)

/** The line's returns and warranty in short (components/policy-summary.tsx), loaded on idle. */
export function LazyPolicySummary({ policyKey }: { policyKey: string }) {
  return (
    <Suspense fallback={null}>
      <PolicySummary policyKey={policyKey} />
    </Suspense>
  )
}
