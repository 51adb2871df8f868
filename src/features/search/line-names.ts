import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { ProductLine } from '#contract/lines.ts'

/** How the search names each line it groups results by. */
export const lineNames: Record<ProductLine<'search'>, MessageDescriptor> = {
  sco: msg`Electric scooters`,
  boot: msg`Ski boots`,
  ene: msg`Energy storage`,
  cig: msg`Vapes`,
}
