import type { ReactNode } from 'react'
import { useInBrowser } from '@/lib/external-store.ts'
import './admin.css'

/**
 * Every /admin page: drawn in the browser only. The operator's session lives in this tab
 * (sessionStorage), which the server never sees, so its render would be another page than the
 * one hydrating; the server sends the head (the title in the operator's language) and no body.
 */
export function AdminPage({ children }: { children: ReactNode }) {
  return useInBrowser() ? children : null
}
