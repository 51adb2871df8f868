import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { minimumPartnerKits } from '#contract/partnership-rules.ts'
import { useCategories } from '@/features/catalogue/api/get-categories.ts'
import { useProductList } from '@/features/catalogue/api/get-product-list.ts'
import { GoodsGrid } from '@/features/catalogue/components/goods-grid.tsx'
import { Pagination } from '@/features/catalogue/components/pagination.tsx'
import { QueryState } from '@/ui/query-state.tsx'
import { energyCategories, type EnergyCategory } from './energy-categories.ts'

export const energyPageSize = 12

/** One energy-storage category: its name from /brandTypelists and its goods from /getProductlists. */
export function EnergyCategoryPage({ category, page }: { category: EnergyCategory; page: number }) {
  const { t } = useLingui()
  const { list: path, product } = energyCategories[category]
  const categories = useCategories('ene')
  const goods = useProductList('ene', { category, page, pageSize: energyPageSize })
  const name = categories.data?.find((item) => item.slug === category)?.name
  return (
    <>
      <h1>{name ?? (category === 'energy-storage' ? t`Energy storage` : t`Battery storage`)}</h1>
      <nav className="category-filter" aria-label={t`Categories`}>
        {(categories.data ?? []).map((item) =>
          item.slug in energyCategories ? (
            <Link
              key={item.slug}
              to={energyCategories[item.slug as EnergyCategory].list}
              className="category-filter__item"
              aria-current={item.slug === category ? 'page' : undefined}
            >
              {item.name}
            </Link>
          ) : null,
        )}
      </nav>
      <QueryState query={goods}>
        {(data) => (
          <>
            <GoodsGrid goods={data.list} productLink={{ to: product }} />
            <Pagination page={page} pageSize={energyPageSize} total={data.total} to={path} search={{}} />
          </>
        )}
      </QueryState>
      <p className="state">
        <Trans>
          Buying for a business? <Link to="/ES/partnership-opportunity">Become a partner</Link> for orders of more than {minimumPartnerKits}{' '}
          kits.
        </Trans>
      </p>
    </>
  )
}
