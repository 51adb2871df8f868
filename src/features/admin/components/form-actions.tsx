import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'

/** A back-office form's last line: its submit button, and Cancel while an existing row is edited. */
export function FormActions({ submit, busy, onCancel }: { submit: ReactNode; busy: boolean; onCancel?: () => void }) {
  return (
    <p>
      <button type="submit" disabled={busy}>
        {submit}
      </button>{' '}
      {onCancel ? (
        <button type="button" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      ) : null}
    </p>
  )
}
