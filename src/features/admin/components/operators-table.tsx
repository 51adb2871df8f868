import { Trans, useLingui } from '@lingui/react/macro'
import { operatorRole, type OperatorRole, type OperatorRow } from '#contract/admin.ts'
import { useOperator } from '../api/operator-session.ts'
import { useOperatorAction, useOperators, type OperatorAction } from '../api/operators.ts'
import { roleLabels } from './labels.ts'

/**
 * Owners manage operators: change a role, disable (their sessions end at once) or enable one,
 * reset a lost authenticator. Their own role and authenticator are not theirs to change here,
 * and the server keeps the last owner.
 */
export function OperatorsTable() {
  const { t, i18n } = useLingui()
  const me = useOperator().data
  const operators = useOperators()
  const act = useOperatorAction()

  const ask = (change: OperatorAction, question: string) => {
    if (window.confirm(question)) act.mutate(change)
  }
  const changeRole = (row: OperatorRow, role: OperatorRole) =>
    ask({ id: row.id, action: 'role', role }, t`Make ${row.email} ${i18n._(roleLabels[role])}?`)

  return (
    <section aria-labelledby="operators-heading">
      <h2 id="operators-heading">
        <Trans>Operators</Trans>
      </h2>
      {act.error ? <p role="alert">{act.error.message}</p> : null}
      {act.isSuccess ? (
        <p role="status">
          <Trans>Saved: {act.data.email}</Trans>
        </p>
      ) : null}
      <table className="admin-table" aria-label={t`Operators`}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>E-mail</Trans>
            </th>
            <th scope="col">
              <Trans>Role</Trans>
            </th>
            <th scope="col">
              <Trans>Authenticator</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
            <th scope="col">
              <Trans>Actions</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {(operators.data ?? []).map((row) => {
            const self = row.id === me?.id
            return (
              <tr key={row.id}>
                <td>{row.email}</td>
                <td>
                  <select
                    aria-label={t`Role of ${row.email}`}
                    value={row.role}
                    disabled={self || act.isPending}
                    onChange={(event) => changeRole(row, operatorRole.parse(event.target.value))}
                  >
                    {operatorRole.options.map((role) => (
                      <option key={role} value={role}>
                        {i18n._(roleLabels[role])}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  {row.totp_enabled ? (
                    <Trans>Enrolled, {row.recovery_codes_left} recovery codes left</Trans>
                  ) : (
                    <Trans>Enrols at the next sign-in</Trans>
                  )}
                </td>
                <td>{row.disabled_at ? <Trans>Disabled</Trans> : <Trans>Active</Trans>}</td>
                <td className="admin-actions">
                  {self ? null : (
                    <button
                      type="button"
                      disabled={act.isPending}
                      aria-label={t`Reset the authenticator of ${row.email}`}
                      onClick={() =>
                        ask(
                          { id: row.id, action: 'reset-authenticator' },
                          t`Reset the authenticator of ${row.email}? Their sessions end and they enrol a new one at their next sign-in.`,
                        )
                      }
                    >
                      <Trans>Reset authenticator</Trans>
                    </button>
                  )}
                  {row.disabled_at ? (
                    <button
                      type="button"
                      disabled={act.isPending}
                      aria-label={t`Enable ${row.email}`}
                      onClick={() => act.mutate({ id: row.id, action: 'enable' })}
                    >
                      <Trans>Enable</Trans>
                    </button>
                  ) : (
                    <button
                      type="button"
                      disabled={act.isPending}
                      aria-label={t`Disable ${row.email}`}
                      onClick={() => ask({ id: row.id, action: 'disable' }, t`Disable ${row.email}? Their sessions end at once.`)}
                    >
                      <Trans>Disable</Trans>
                    </button>
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}
