import { Trans, useLingui } from '@lingui/react/macro'
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table'
import type { FailedMailRow } from '#contract/admin-data.ts'
import { useFailedMails, useResendMail } from '../../api/data.ts'
import { DataTable } from './data-table.tsx'

const features = tableFeatures({})
const helper = createColumnHelper<typeof features, FailedMailRow>()
const empty: FailedMailRow[] = []

/** Mail the shop gave up on after trying for about ten minutes; "Send again" queues it once more. */
export function FailedMails() {
  const { t, i18n } = useLingui()
  const list = useFailedMails()
  const resend = useResendMail()
  const columns = helper.columns([
    helper.accessor('failed_at', {
      header: () => t`Given up`,
      cell: (info) => i18n.date(info.getValue(), { dateStyle: 'medium', timeStyle: 'short' }),
    }),
    helper.accessor('to', { header: () => t`Recipient`, cell: (info) => info.getValue() }),
    helper.accessor('subject', { header: () => t`Mail subject`, cell: (info) => info.getValue() }),
    helper.accessor('error', { header: () => t`Last answer of the mail server`, cell: (info) => info.getValue() }),
  ])
  const table = useTable({ features, columns, data: list.data?.list ?? empty })
  return (
    <section aria-labelledby="mails-heading">
      <h2 id="mails-heading">
        <Trans>Mail not sent</Trans>
      </h2>
      <p>
        <Trans>
          Each mail was tried several times over about ten minutes. Sending it again keeps its Message-ID, so a customer who got it after
          all sees the same mail.
        </Trans>
      </p>
      {resend.error ? <p role="alert">{resend.error.message}</p> : null}
      {list.data && list.data.list.length === 0 ? (
        <p role="status">
          <Trans>Every mail was sent.</Trans>
        </p>
      ) : (
        <DataTable
          table={table}
          caption={t`Mail not sent`}
          renderActions={(row) => (
            <button type="button" disabled={resend.isPending} onClick={() => resend.mutate({ id: row.id })}>
              {t`Send the mail to ${row.to} again`}
            </button>
          )}
        />
      )}
    </section>
  )
}
