import { useLingui } from '@lingui/react/macro'
import { mediaUrl } from '@/lib/env.ts'
import type { GoodsPageSearch } from '@/lib/search-schemas.ts'
import { useCategories } from '@/features/catalogue/api/get-categories.ts'
import { useGoodsList } from '@/features/catalogue/api/get-goods-list.ts'
import { CategoryFilter } from '@/features/catalogue/components/category-filter.tsx'
import { GoodsGrid } from '@/features/catalogue/components/goods-grid.tsx'
import { Pagination } from '@/features/catalogue/components/pagination.tsx'
import { VapeLayout } from '@/features/vape/components/vape-layout.tsx'
import { vapeBrands, type VapeBrand } from '@/features/vape/components/vape-brands.ts'
import { Hero } from '@/ui/hero.tsx'
import { QueryState } from '@/ui/query-state.tsx'
import { VapeActions } from './vape-actions.tsx'
import { CurrencySelect } from '@/features/currency/components/currency-select.tsx'

type BrandHomeSearch = GoodsPageSearch
export const brandPageSize = 12

export const brandGoodsParams = (brand: VapeBrand, { page, category }: BrandHomeSearch) => ({
  brand,
  category,
  page: page ?? 1,
  pageSize: brandPageSize,
})

/** A vape brand's home: banner, the brand's categories and its goods. */
export function VapeBrandHome({ brand, search }: { brand: VapeBrand; search: BrandHomeSearch }) {
  const { t, i18n } = useLingui()
  const shown = vapeBrands[brand]
  const brandName = shown.name
  const categories = useCategories('cig', brand)
  const goods = useGoodsList('cig', brandGoodsParams(brand, search))
  return (
    <VapeLayout brand={brand} settings={<CurrencySelect />} actions={<VapeActions continueTo={shown.home} />}>
      <Hero image={mediaUrl(shown.hero)} alt={t`${brandName} vape devices on a coloured background`}>
        <h1>{shown.name}</h1>
        <p>{i18n._(shown.tagline)}</p>
      </Hero>
      <CategoryFilter categories={categories.data ?? []} active={search.category} to={shown.home} />
      <QueryState query={goods}>
        {(data) => (
          <>
            <GoodsGrid goods={data.list} productLink={{ to: '/VAPE/pages/product' }} />
            <Pagination
              page={search.page ?? 1}
              pageSize={brandPageSize}
              total={data.total}
              to={shown.home}
              search={{ category: search.category }}
            />
          </>
        )}
      </QueryState>
    </VapeLayout>
  )
}
