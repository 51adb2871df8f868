import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Category } from '#contract/catalogue.ts'
import type { ShopApi } from '@/lib/api.ts'
import { apiOf } from '@/lib/query-client.ts'
import { useLocale, type Locale } from '@/lib/i18n.ts'
import { catalogueOf, type ProductLine } from '#contract/lines.ts'

export async function getCategories(api: ShopApi, line: ProductLine, brand?: string): Promise<Category[]> {
  const query = { brand }
  // The vape brands' own catalogue client names its list differently (contract/lines.ts says which).
  const data =
    catalogueOf(line) === 'vape'
      ? await api.vape().request('GET /getgoodscategory', { query })
      : await api.shop(line).request('GET /brandTypelists', { query })
  return data.list
}

export const categoriesQueryOptions = (line: ProductLine, locale: Locale, brand?: string) =>
  queryOptions({
    queryKey: ['categories', line, locale, brand ?? null],
    queryFn: ({ client }) => getCategories(apiOf(client), line, brand),
    staleTime: 10 * 60 * 1000,
  })

export function useCategories(line: ProductLine, brand?: string) {
  return useQuery(categoriesQueryOptions(line, useLocale(), brand))
}
