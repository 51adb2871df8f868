import type { ReactNode } from 'react'
import { useAdminCatalog } from '../api/admin-catalog.ts'
import './admin.css'

/** Every /admin page: renders once the back office's strings for the language are loaded. */
export function AdminPage({ children }: { children: ReactNode }) {
  return useAdminCatalog() ? children : null
}
