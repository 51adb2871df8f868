import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useDownloadMyData } from '../api/account-deletion.ts'
import { FormAlert } from './form-alert.tsx'
import './account.css'

/** "Download my data": everything the shop keeps about the shopper, as one JSON file. */
export function MyData() {
  const { t } = useLingui()
  const [failure, setFailure] = useState<string>()
  const download = useDownloadMyData({
    mutationConfig: { onMutate: () => setFailure(undefined), onError: (error) => setFailure(error.message) },
  })
  return (
    <section className="account-card" aria-labelledby="my-data-title">
      <h2 id="my-data-title">
        <Trans>Download my data</Trans>
      </h2>
      <p>
        <Trans>
          One JSON file of everything the shop keeps about you: your account, addresses, orders, coupons, blind-box draws and wallet ledger.
        </Trans>
      </p>
      <FormAlert message={failure} />
      <button type="button" className="button button--ghost" onClick={() => download.mutate()} disabled={download.isPending}>
        {download.isPending ? t`Preparing your file…` : t`Download my data`}
      </button>
      {download.isSuccess ? (
        <p role="status">
          <Trans>Your file has been downloaded.</Trans>
        </p>
      ) : null}
    </section>
  )
}
