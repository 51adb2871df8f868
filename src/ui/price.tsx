import { unitPrice, useFormatPrice, type ShelfLine } from '@/lib/currency.ts'

interface PriceProps {
  /** USD minor units, as every API sends prices: converted as it is (a fee, duties, a balance). */
  usdMinor?: number
  /** Goods at their shelf price, rounded as the currency's prices are (contract/money.ts), added to `usdMinor`. */
  goods?: readonly ShelfLine[]
  /** A product's unit price before a sale, shown struck through. */
  compareAtUsdMinor?: number | null
  className?: string
}

export function Price({ usdMinor = 0, goods, compareAtUsdMinor, className }: PriceProps) {
  const format = useFormatPrice()
  const now = usdMinor + (goods ?? []).reduce((sum, line) => sum + line.usdMinor * line.quantity, 0)
  return (
    <span className={`price ${className ?? ''}`}>
      <span className="price__now">{format(usdMinor, goods)}</span>
      {compareAtUsdMinor && compareAtUsdMinor > now ? <s className="price__was">{format(0, unitPrice(compareAtUsdMinor))}</s> : null}
    </span>
  )
}
