import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { SearchLine } from '#contract/search.ts'

/** How the search names each line it groups results by. */
export const lineNames: Record<SearchLine, MessageDescriptor> = {
  sco: msg`Electric scooters`,
  boot: msg`Ski boots`,
  ene: msg`Energy storage`,
  cig: msg`Vapes`,
}
