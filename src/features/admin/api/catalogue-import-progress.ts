import { useEffect, useRef } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { CatalogueImportProgress } from '#contract/admin.ts'
import { adminApi, operatorQuery, useRefreshScreens } from './admin-client.ts'

const importProgressKey = ['admin', 'products', 'import-progress']

/** Queued or being written by its job: the screen follows it. */
export const underWay = (progress: CatalogueImportProgress | undefined) => progress?.state === 'queued' || progress?.state === 'applying'

/** After an apply was queued: follow it from now (its job may start before the next look). */
export function useFollowImport() {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: importProgressKey })
}

/**
 * The latest import's state, asked when the screen opens (a reload finds one still under way) and
 * each second while its job writes it. When one ends done after the screen opened, the screens
 * that list products ask again.
 */
export function useImportProgress() {
  const refresh = useRefreshScreens(['products', 'lines', 'dashboard'])
  const progress = useQuery({
    queryKey: importProgressKey,
    ...operatorQuery,
    refetchInterval: (query) => (underWay(query.state.data) ? 1000 : false),
    queryFn: () => adminApi.request('GET /products/import', { silent: true }),
  })
  // The import known to have ended when last looked (as found on load, then each that ends).
  const settled = useRef<number | null>(undefined)
  const latest = progress.data
  useEffect(() => {
    if (latest === undefined || underWay(latest)) return
    const id = latest?.id ?? null
    if (settled.current === undefined) settled.current = id
    else if (id !== settled.current) {
      settled.current = id
      if (latest?.state === 'done') void refresh()
    }
  }, [latest, refresh])
  return progress
}
