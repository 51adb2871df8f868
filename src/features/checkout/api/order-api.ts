import type { OrderLine } from '#contract/orders.ts'
import { shopApi } from '@/lib/api.ts'

/** The API `{product}` an order is placed under: vape orders ride on the main client, like their cart. */
export const orderApi = (line: OrderLine) => shopApi(line === 'cig' ? 'sco' : line)
