import type { ProductPagePath } from './route-paths.ts'
import type { ProductLine } from '#contract/lines.ts'

/** The product page of a product of any line the search covers (energy storage has two, by category). */
export function productPageOf(line: ProductLine<'search'>, categorySlug: string): ProductPagePath {
  if (line === 'sco') return '/ELST/product'
  if (line === 'boot') return '/ski-board/product'
  if (line === 'cig') return '/VAPE/pages/product'
  return categorySlug === 'battery-storage' ? '/ES/battery-storage/product' : '/ES/energy-storage/product'
}
