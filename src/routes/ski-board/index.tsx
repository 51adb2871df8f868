import { createFileRoute } from '@tanstack/react-router'
import { listingHead } from '@/features/seo/heads.ts'
import { Trans, useLingui } from '@lingui/react/macro'
import type { GoodsList } from '#contract/catalogue.ts'
import { mediaUrl } from '@/lib/env.ts'
import { warmQuery } from '@/lib/warm-query.ts'
import { categoriesQueryOptions, useCategories } from '@/features/catalogue/api/get-categories.ts'
import { goodsListQueryOptions, useGoodsList } from '@/features/catalogue/api/get-goods-list.ts'
import { GoodsGrid } from '@/features/catalogue/components/goods-grid.tsx'
import { Hero } from '@/ui/hero.tsx'
import { QueryState } from '@/ui/query-state.tsx'

// The whole Bootski range fits one page; it is shown grouped by category.
const allBoots = { pageSize: 100 }

export const Route = createFileRoute('/ski-board/')({
  loader: ({ context: { queryClient, locale } }) =>
    Promise.all([
      warmQuery(queryClient, goodsListQueryOptions('boot', allBoots, locale)),
      warmQuery(queryClient, categoriesQueryOptions('boot', locale)),
    ]),
  head: ({ match }) => listingHead('skiHome', match),
  component: SkiHome,
})

function SkiHome() {
  const { t } = useLingui()
  const boots = useGoodsList('boot', allBoots)
  return (
    <>
      <Hero image={mediaUrl('marketing/ski-hero.webp')} alt={t`Two Bootski ski boots on a snowy mountain slope`}>
        <h1>
          <Trans>Bootski ski boots</Trans>
        </h1>
        <p>
          <Trans>Warm, snug boots for piste, backcountry and young skiers. Pick your size on each product page.</Trans>
        </p>
      </Hero>
      <QueryState query={boots}>{(data) => <BootsByCategory boots={data} />}</QueryState>
    </>
  )
}

function BootsByCategory({ boots }: { boots: GoodsList }) {
  const categories = useCategories('boot')
  return (categories.data ?? []).map((category) => (
    <section key={category.slug} id={category.slug} aria-labelledby={`boots-${category.slug}`}>
      <h2 id={`boots-${category.slug}`}>{category.name}</h2>
      <GoodsGrid goods={boots.list.filter((goods) => goods.category.slug === category.slug)} productLink={{ to: '/ski-board/product' }} />
    </section>
  ))
}
