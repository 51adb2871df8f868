import { useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { useFinishSignIn } from '../api/operator-session.ts'

/**
 * The ten recovery codes, shown once right after enrolment: the shop keeps only their hashes.
 * The back office opens when the operator says they are kept.
 */
export function RecoveryCodes({ token, codes }: { token: string; codes: string[] }) {
  const finish = useFinishSignIn()
  const [kept, setKept] = useState(false)
  return (
    <section className="admin-card" aria-labelledby="recovery-heading">
      <h1 id="recovery-heading">
        <Trans>Your recovery codes</Trans>
      </h1>
      <p>
        <Trans>
          If you lose your phone, each of these codes signs you in once instead of the authenticator. Print them or keep them in your
          password manager: they are shown only now.
        </Trans>
      </p>
      <ol className="admin-recovery-codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <label>
        <input type="checkbox" checked={kept} onChange={(event) => setKept(event.target.checked)} />{' '}
        <Trans>I have kept these codes somewhere safe</Trans>
      </label>
      <button type="button" disabled={!kept} onClick={() => void finish(token)}>
        <Trans>Continue to the back office</Trans>
      </button>
    </section>
  )
}
