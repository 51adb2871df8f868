import { Trans } from '@lingui/react/macro'
import { useOrderFormat } from '../hooks/use-order-format.ts'

/** An unconfirmed cash-on-delivery order holds its items only until the shop confirms it (COD_HOLD_HOURS). */
export function CashOnDeliveryHold({ deadline }: { deadline: string }) {
  const format = useOrderFormat()
  const time = format.date(deadline)
  return (
    <p className="order-detail__hold" role="note">
      <Trans>
        We will confirm this cash-on-delivery order by {time}. If it is not confirmed by then, it is canceled and its items are released.
      </Trans>
    </p>
  )
}
