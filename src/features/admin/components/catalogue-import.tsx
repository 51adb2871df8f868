import { useState, type ChangeEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { catalogueCsvColumns, type CatalogueImportProgress, type CatalogueImportResult } from '#contract/admin.ts'
import { downloadCatalogueCsv, useImportCatalogue } from '../api/catalogue-csv.ts'
import { underWay, useImportProgress } from '../api/catalogue-import-progress.ts'

/** The dry run's report (or a refused apply's): what would change, and every row's problems by line and column. */
function ImportReport({ result }: { result: CatalogueImportResult }) {
  const { t } = useLingui()
  const created = result.changes.filter((change) => change.action === 'create').length
  const updated = result.changes.length - created
  const unchanged = result.unchanged
  return (
    <>
      <p role="status">
        <Trans>
          {created} to create, {updated} to update, {unchanged} unchanged.
        </Trans>
      </p>
      {result.problems.length ? (
        <>
          <p role="alert" className="admin-failure">
            <Plural
              value={result.problems.length}
              one="Nothing can be imported: the file has # problem. Fix it and check the file again."
              other="Nothing can be imported: the file has # problems. Fix them and check the file again."
            />
          </p>
          <table className="admin-table" aria-label={t`Problems`}>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Line</Trans>
                </th>
                <th scope="col">
                  <Trans>Column</Trans>
                </th>
                <th scope="col">
                  <Trans>Problem</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {result.problems.map((problem) => (
                <tr key={`${problem.line}-${problem.field}-${problem.message}`}>
                  <td>{problem.line}</td>
                  <td>{problem.field || t`(the file)`}</td>
                  <td>{problem.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      {result.changes.length ? (
        <table className="admin-table" aria-label={t`Changes`}>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Line</Trans>
              </th>
              <th scope="col">
                <Trans>Web address</Trans>
              </th>
              <th scope="col">
                <Trans>Change</Trans>
              </th>
              <th scope="col">
                <Trans>Columns</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {result.changes.map((change) => (
              <tr key={change.line}>
                <td>{change.line}</td>
                <td>{change.slug}</td>
                <td>{change.action === 'create' ? t`New product` : t`Update`}</td>
                <td>{change.action === 'create' ? '' : change.fields.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  )
}

/** The latest import: how many of its rows its job has written, or how it ended. */
function ImportState({ progress }: { progress: NonNullable<CatalogueImportProgress> }) {
  const { i18n } = useLingui()
  if (progress.state === 'failed')
    return (
      <p role="alert" className="admin-failure">
        {progress.message}
      </p>
    )
  if (progress.state === 'done') {
    const { created, updated } = progress
    const unchanged = progress.done - created - updated
    return (
      <>
        <p role="status">
          <Trans>
            Imported: {created} created, {updated} updated, {unchanged} unchanged.
          </Trans>
        </p>
        <Link to="/admin/products" search={{ page: 1, sort: 'id', desc: true }}>
          <Trans>See the products</Trans>
        </Link>
      </>
    )
  }
  const written = i18n.number(progress.done)
  const rows = i18n.number(progress.total)
  return (
    <p role="status">
      <Trans>
        Importing: {written} of {rows} rows written…
      </Trans>
    </p>
  )
}

/** Products in bulk: the whole catalogue as a CSV file, and a file checked in a dry run before it is imported. */
export function CatalogueImport() {
  const run = useImportCatalogue()
  const progress = useImportProgress().data
  const [file, setFile] = useState<File>()
  const [downloadFailed, setDownloadFailed] = useState<string>()
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0])
    run.reset()
  }
  // A dry run's report (or a refused apply's); an apply that was queued is followed by its progress.
  const result = run.data?.import_id === null ? run.data : undefined
  const ready = result && result.problems.length === 0 && result.changes.length > 0
  const download = () =>
    downloadCatalogueCsv().then(
      () => setDownloadFailed(undefined),
      (error: Error) => setDownloadFailed(error.message),
    )
  return (
    <section aria-labelledby="catalogue-csv-heading" className="admin-panel">
      <h1 id="catalogue-csv-heading">
        <Trans>Import and export products</Trans>
      </h1>
      <p>
        <Trans>
          One product a row, in these columns: <code>{catalogueCsvColumns.join(',')}</code>. A row whose web address (slug) is already in
          the shop updates that product; any other row adds one. Left empty, the web address is made from the English name. The category is
          given by its address name within the product line, prices are US dollars (499.90), published is yes or no.
        </Trans>
      </p>
      <p>
        <button type="button" onClick={download}>
          <Trans>Download all products (CSV)</Trans>
        </button>
      </p>
      {downloadFailed ? (
        <p role="alert" className="admin-failure">
          {downloadFailed}
        </p>
      ) : null}
      <label className="admin-upload">
        <Trans>CSV file of products to add or update</Trans>
        <input type="file" accept=".csv,text/csv" onChange={choose} />
      </label>
      <p>
        <button type="button" disabled={!file || run.isPending} onClick={() => file && run.mutate({ file, apply: false })}>
          <Trans>Check the file</Trans>
        </button>{' '}
        {ready ? (
          <button type="button" disabled={run.isPending || underWay(progress)} onClick={() => run.mutate({ file: file!, apply: true })}>
            <Plural value={result.changes.length} one="Import # change" other="Import # changes" />
          </button>
        ) : null}
      </p>
      {run.isPending ? (
        <p role="status">
          <Trans>Working…</Trans>
        </p>
      ) : progress && (!result || underWay(progress)) ? (
        <ImportState progress={progress} />
      ) : null}
      {run.error ? (
        <p role="alert" className="admin-failure">
          {run.error.message}
        </p>
      ) : null}
      {result ? <ImportReport result={result} /> : null}
    </section>
  )
}
