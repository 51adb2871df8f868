import type { OrderLine } from '#contract/orders.ts'
import { browserApi } from '@/lib/api.ts'

/** The API `{product}` an order is placed under: vape orders ride on the main client, like their cart. */
export const orderApi = (line: OrderLine) => browserApi().shop(line === 'cig' ? 'sco' : line)
