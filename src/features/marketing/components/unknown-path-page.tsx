import { NotFoundPage } from './not-found-page.tsx'
import { OfficialFooter } from './official-footer.tsx'

/**
 * What an unknown path shows before the browser moves to /404 (spec §2): the /404 page with the
 * official site's footer, so the server's answer (status 404) carries the page, not an empty body.
 */
export function UnknownPathPage() {
  return (
    <>
      <NotFoundPage />
      <OfficialFooter />
    </>
  )
}
