// How much of an order's duties and taxes a refund gives back (issue 50): the share of the goods
// refunded, pure. Refunding every good returns every cent (no rounding left behind); a part
// returns the proportional amount rounded down, so that several part refunds never return more
// than was paid.

export interface RefundSplit {
  goods: number
  dutiesTaxes: number
  total: number
}

/**
 * `goodsRefunded` of `goodsTotal` (order currency minor units) returns duties and taxes in
 * proportion; `dutiesTaxesRefundedBefore` is what earlier part refunds already returned.
 */
export function splitRefund(input: {
  goodsTotal: number
  goodsRefunded: number
  goodsRefundedBefore?: number
  dutiesTaxes: number
  dutiesTaxesRefundedBefore?: number
}): RefundSplit {
  const { goodsTotal, goodsRefunded, dutiesTaxes } = input
  const goodsBefore = input.goodsRefundedBefore ?? 0
  const dutiesBefore = input.dutiesTaxesRefundedBefore ?? 0
  for (const value of [goodsTotal, goodsRefunded, goodsBefore, dutiesTaxes, dutiesBefore])
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not an amount in minor units: ${value}`)
  if (goodsBefore + goodsRefunded > goodsTotal) throw new RangeError('refunds more goods than the order holds')
  if (goodsTotal === 0) return { goods: goodsRefunded, dutiesTaxes: 0, total: goodsRefunded }
  // The duties owed back once these goods are refunded, minus what went back before: the last
  // part refund returns the remainder, whatever earlier ones rounded away.
  const owedBackAfter = Number((BigInt(dutiesTaxes) * BigInt(goodsBefore + goodsRefunded)) / BigInt(goodsTotal))
  const share = Math.max(0, Math.min(dutiesTaxes - dutiesBefore, owedBackAfter - dutiesBefore))
  return { goods: goodsRefunded, dutiesTaxes: share, total: goodsRefunded + share }
}
