import { useId, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { clientSeedPattern } from '#contract/blindbox-draw.ts'
import { useClientSeed } from '../api/use-client-seed.ts'
import { randomClientSeed } from '../random-seed.ts'

/**
 * The shopper's own client seed, a random one (made in this browser) filled in. Saving it starts
 * a new seed pair; the server seed of the pair it ends comes back revealed and is shown here.
 */
export function ClientSeedForm({ first }: { first: boolean }) {
  const { t } = useLingui()
  const id = useId()
  // Shown only to a signed-in shopper, never in the server's render: the seed is this browser's.
  const [seed, setSeed] = useState(randomClientSeed)
  const [invalid, setInvalid] = useState(false)
  const [revealed, setRevealed] = useState<string | null>(null)
  const save = useClientSeed((pair) => {
    setRevealed(pair?.revealed_server_seed ?? null)
    setSeed(randomClientSeed())
  })
  const submit = () => {
    const ok = clientSeedPattern.test(seed)
    setInvalid(!ok)
    if (ok) save.mutate({ client_seed: seed })
  }
  return (
    <form
      className="box-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <p>
        {first ? (
          <Trans>
            Choose your client seed before your first draw: any 1 to 64 letters and digits. Together with our server seed, whose hash you
            see above, it decides your prizes.
          </Trans>
        ) : (
          <Trans>
            Changing your client seed starts a new seed pair: the current server seed is revealed, so you can verify every draw made with
            it, and a new one is committed.
          </Trans>
        )}
      </p>
      <div className="box-form__field">
        <label htmlFor={id}>{first ? <Trans>Your client seed</Trans> : <Trans>New client seed</Trans>}</label>
        <input
          id={id}
          className="box-mono"
          value={seed}
          maxLength={64}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => {
            setSeed(event.target.value)
            setInvalid(false)
          }}
        />
        {invalid ? (
          <p id={`${id}-error`} role="alert">
            <Trans>Your client seed must be 1 to 64 letters (A–Z, a–z) or digits (0–9).</Trans>
          </p>
        ) : null}
      </div>
      <p>
        <button
          type="button"
          className="button"
          onClick={() => {
            setSeed(randomClientSeed())
            setInvalid(false)
          }}
        >{t`New random seed`}</button>{' '}
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {first ? t`Use this client seed` : t`Change client seed`}
        </button>
      </p>
      {revealed ? (
        <div role="status">
          <p>
            <Trans>New seed pair started. The previous server seed, now revealed:</Trans>
          </p>
          <p className="box-mono">{revealed}</p>
        </div>
      ) : null}
    </form>
  )
}
