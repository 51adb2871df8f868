import { useFormatPrice } from '@/lib/currency.ts'

interface PriceProps {
  /** USD minor units, as every API sends prices. */
  usdMinor: number
  /** The price before a sale, shown struck through. */
  compareAtUsdMinor?: number | null
  className?: string
}

export function Price({ usdMinor, compareAtUsdMinor, className }: PriceProps) {
  const format = useFormatPrice()
  return (
    <span className={`price ${className ?? ''}`}>
      <span className="price__now">{format(usdMinor)}</span>
      {compareAtUsdMinor && compareAtUsdMinor > usdMinor ? <s className="price__was">{format(compareAtUsdMinor)}</s> : null}
    </span>
  )
}
