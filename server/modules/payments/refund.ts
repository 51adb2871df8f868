import { refundShare } from './amounts.ts'
import { providerOf } from './gateways-in-use.ts'
import type { PaymentContext } from './payable.ts'

/** The gateway refused or failed the refund; `answer` is what it said (short, for the log and the operator). */
export class GatewayRefused extends Error {
  readonly answer: string
  constructor(answer: string) {
    super(answer)
    this.answer = answer
  }
}

/**
 * Gives part or all of a charge back through the provider that took it: `give` of a payable
 * total `total` of which `refunded` went back already, as its share of what the charge took
 * (cumulative shares, so every refund together never exceeds the charge). 'no provider' when the
 * provider that took it no longer serves; throws GatewayRefused when the gateway said no.
 */
export async function refundPayment(
  ctx: Pick<PaymentContext, 'payments'>,
  charge: { method: string; provider: string; amount: number; currency: string; gateway_trade_no: string | null },
  refund: { number: string; refundNo: string; give: number; total: number; refunded: number },
): Promise<'refunded' | 'no provider'> {
  const provider = providerOf(ctx.payments, charge)
  if (!provider) return 'no provider'
  try {
    await provider.refund({
      orderNo: refund.number,
      refundNo: refund.refundNo,
      amount: refundShare(charge.amount, refund.total, refund.refunded, refund.give),
      total: charge.amount,
      currency: charge.currency,
      tradeNo: charge.gateway_trade_no,
    })
  } catch (error) {
    // The money may or may not have moved: the caller keeps the refund pending with the gateway's own words.
    throw new GatewayRefused((error instanceof Error ? error.message : String(error)).slice(0, 500))
  }
  return 'refunded'
}
