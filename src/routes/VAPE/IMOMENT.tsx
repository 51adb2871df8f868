import { createFileRoute } from '@tanstack/react-router'
import { listingHead } from '@/features/seo/heads.ts'
import { warmQuery } from '@/lib/warm-query.ts'
import { categoriesQueryOptions } from '@/features/catalogue/api/get-categories.ts'
import { goodsListQueryOptions } from '@/features/catalogue/api/get-goods-list.ts'
import { goodsPageSearch } from '@/lib/search-schemas.ts'
import { brandGoodsParams, VapeBrandHome } from './-components/vape-brand-home.tsx'

export const Route = createFileRoute('/VAPE/IMOMENT')({
  validateSearch: goodsPageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, locale }, deps }) =>
    Promise.all([
      warmQuery(queryClient, goodsListQueryOptions('cig', brandGoodsParams('imoment', deps), locale)),
      warmQuery(queryClient, categoriesQueryOptions('cig', locale, 'imoment')),
    ]),
  head: ({ match }) => listingHead('imoment', match),
  component: ImomentHome,
})

function ImomentHome() {
  return <VapeBrandHome brand="imoment" search={Route.useSearch()} />
}
