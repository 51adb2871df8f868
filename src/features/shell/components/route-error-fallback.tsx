import { Trans } from '@lingui/react/macro'

/** When the error view itself cannot load (the network is gone): a reload is the way on. */
export function RouteErrorFallback() {
  return (
    <section className="state" role="alert">
      <h1>
        <Trans>This page could not be shown</Trans>
      </h1>
      <p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          <Trans>Try again</Trans>
        </button>
      </p>
    </section>
  )
}
