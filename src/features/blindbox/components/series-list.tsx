import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import type { BoxSeries } from '#contract/blindbox.ts'
import { Price } from '@/ui/price.tsx'
import { percentOf } from './percent.ts'

export function SeriesList({ series }: { series: BoxSeries[] }) {
  return (
    <ul className="box-series">
      {series.map((item, index) => {
        const top = item.prizes.filter((prize) => prize.tier === 'top').reduce((sum, prize) => sum + prize.odds_ppm, 0)
        return (
          <li key={item.id} className="box-series__card">
            <Link to="/blindBoxes/details" search={{ id: item.id }}>
              {/* The first card's picture is the page's largest paint on a phone: fetched at once, not when laid out. */}
              <img
                src={item.image}
                alt=""
                width={320}
                height={320}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
              />
              <h2>{item.name}</h2>
            </Link>
            <p>{item.summary}</p>
            <p className="box-series__facts">
              <Price usdMinor={item.price} /> · <Trans>Secret {percentOf(top)}</Trans> ·{' '}
              <Trans>guaranteed within {item.guarantee_every} draws</Trans>
            </p>
          </li>
        )
      })}
    </ul>
  )
}
