import { z } from 'zod'
import type { ApiProduct } from './lines.ts'
import { locales } from './locales.ts'

/** The `{product}` of /api/v1/{product} (contract/lines.ts says which serves each line). */
export const apiProduct = z.enum(['sco', 'boot', 'ene', 'box'] as const satisfies readonly ApiProduct[])
/** A product line (contract/lines.ts's `ProductLine`). */
export const line = z.enum([...apiProduct.options, 'cig'])

export const locale = z.enum(locales)
export type Locale = z.infer<typeof locale>

/** Integer minor units of `currency` (cents for USD, fen for CNY). */
export const minorUnits = z.number().int()

export const id = z.coerce.number({ error: 'invalid_id' }).int({ error: 'invalid_id' }).positive({ error: 'invalid_id' })

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
})

export const lineParams = z.object({ product: apiProduct })

export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
