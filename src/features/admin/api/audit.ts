import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { adminApi, operatorQuery } from './admin-client.ts'
import { dayRange } from './day-range.ts'
import { saveFile } from '@/lib/save-file.ts'

/** The audit log's filters; dates are days (YYYY-MM-DD), `until` included. */
export interface AuditFilter {
  operator?: string
  action?: string
  subject?: string
  since?: string
  until?: string
}

/** The filters as the API takes them: UTC days, `until` covering its whole day. */
function auditFilter({ since, until, operator, action, subject }: AuditFilter) {
  return { operator: operator || undefined, action: action || undefined, subject: subject || undefined, ...dayRange(since, until) }
}

/** One page of the audit log, filtered and ordered by the server. */
export function useAuditLog(params: AuditFilter & { page: number; page_size: number; desc: boolean }) {
  const { page, page_size, desc, ...filter } = params
  return useQuery({
    queryKey: ['admin', 'audit', params],
    ...operatorQuery,
    placeholderData: keepPreviousData,
    queryFn: () => adminApi.request('GET /audit', { query: { ...auditFilter(filter), page, page_size, desc }, silent: true }),
  })
}

/** Every row the filters match, as a CSV file the browser saves (the server records the export). */
export async function downloadAuditCsv(filter: AuditFilter): Promise<void> {
  const file = await adminApi.download('GET /audit.csv', { query: auditFilter(filter), silent: true })
  saveFile(file, `audit-${new Date().toISOString().slice(0, 10)}.csv`)
}
