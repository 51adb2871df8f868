// The landed-cost module as the rest of the server uses it (app.ts, orders' pricing, back office).
export { messages as landedCostMessages } from './messages.ts'
export { createLandedCostBookCache, dutiesFor, type LandedCostBook, type LandedCostBookCache } from './service.ts'
export { splitRefund } from './split-refund.ts'
