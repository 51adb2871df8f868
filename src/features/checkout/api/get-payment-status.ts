import { useQuery } from '@tanstack/react-query'
import type { PaymentStatus } from '#contract/payments.ts'
import { userQueryKeyRoot } from '@/lib/session.ts'
import { browserApi } from '@/lib/api.ts'

/** GET /user/paymentstatus: how a wallet payment stands; the server asks the gateway when its notification is late. */
export function getPaymentStatus(orderNo: string): Promise<PaymentStatus> {
  return browserApi()
    .shop('sco')
    .request('GET /user/paymentstatus', { query: { order_no: orderNo }, silent: true })
}

/** Back from the wallet, look for a minute; while a QR code waits to be scanned, until it is paid or gone. */
const quickLooks = 30
const qrLooks = 600

export function usePaymentStatus(orderNo: string, enabled: boolean) {
  return useQuery({
    queryKey: [userQueryKeyRoot, 'payment-status', orderNo],
    queryFn: () => getPaymentStatus(orderNo),
    enabled,
    refetchInterval: (query) => {
      const data = query.state.data
      if (data && data.status !== 'pending' && data.status !== 'unpaid') return false
      // A QR code to scan or a card to type: the shopper may take a while.
      if (data?.qr_svg || data?.card_payment) return query.state.dataUpdateCount < qrLooks ? 3000 : false
      return query.state.dataUpdateCount < quickLooks ? 2000 : false
    },
  })
}
