import { msg } from '@lingui/core/macro'

/**
 * The name of the header's search button, in the main catalog: the button is on every page, the
 * search's own words (features/search) load with its dialog or its page (contract/catalog-areas.ts).
 */
export const searchLabel = msg`Search`
