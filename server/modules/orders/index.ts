// The orders module as other parts of the server use it (back office, payments notifications,
// CLI, sweeps). Import from here, not from the files inside.

export {
  cancelOrder,
  completeOrder,
  listAllOrders,
  markOrderPaid,
  moveReturnStock,
  recordReturnShipment,
  reviewOrder,
  setExchangeRate,
  setGoodsStock,
  shipOrder,
} from './operator.ts'
export { refundOrder, RefundRefused, returnRefundParts } from './refund.ts'
export { nextReturnState, returnOpen, type ReturnEvent } from './state-machine.ts'
export { queueOrderMail } from './mail.ts'
export { setStockLevels } from './stock.ts'
export { orderPayable, reconcilePayments, settleExpiringPayments } from './ledger.ts'
export { releaseExpiredOrders } from './sweeper.ts'
export { findOrdersForReview } from './queries/index.ts'
export { orderRoutes } from './routes.ts'
