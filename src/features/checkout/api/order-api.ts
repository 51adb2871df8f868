import { browserApi } from '@/lib/api.ts'
import type { ProductLine } from '#contract/lines.ts'

/** The API an order of `line` is placed under (contract/lines.ts). */
export const orderApi = (line: ProductLine<'cart'>) => browserApi().shop(line)
