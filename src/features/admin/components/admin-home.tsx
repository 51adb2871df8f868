import { Trans } from '@lingui/react/macro'
import { useCan } from '../api/operator-session.ts'
import { AddOperator } from './add-operator.tsx'
import { AuditTable } from './audit-table.tsx'
import { OperatorsTable } from './operators-table.tsx'

/** /admin: what owners run (operators, the audit log); other roles use the sections above. */
export function AdminHome() {
  const allowed = useCan()
  if (!allowed('operators') && !allowed('audit'))
    return (
      <p>
        <Trans>Choose a section above.</Trans>
      </p>
    )
  return (
    <>
      {allowed('operators') ? <AddOperator /> : null}
      {allowed('operators') ? <OperatorsTable /> : null}
      {allowed('audit') ? <AuditTable /> : null}
    </>
  )
}
