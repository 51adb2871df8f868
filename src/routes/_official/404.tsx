import { createFileRoute, Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'

export const Route = createFileRoute('/_official/404')({
  component: NotFoundPage,
})

function NotFoundPage() {
  return (
    <main className="state container">
      <h1><Trans>Page not found</Trans></h1>
      <p><Trans>The page you were looking for has moved or never existed.</Trans></p>
      <Link to="/" className="button"><Trans>Back to home</Trans></Link>
    </main>
  )
}
