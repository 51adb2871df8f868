// The payments module as the rest of the server uses it: the gateways in use, the payable kinds
// (orders, top-ups) that register here, the one door that starts and settles a payment, and the
// routes app.ts mounts. Import from here, not from the files inside.

export { paymentRoutes } from './routes.ts'
export { sandboxClosedRoutes, sandboxPaymentRoutes } from './sandbox-routes.ts'
export { createPaymentGateways, createPaymentProviders, offeredMethods, payingDevice, providerOf } from './gateways-in-use.ts'
export type { PaymentGateway } from './gateway.ts'
export type { PayingDevice, PaymentProvider, PaymentProviders, VerifiedPayment } from './provider.ts'
export type { PayableKind } from './payable.ts'
export { startPayment, type Attempt, type Payable } from './start.ts'
export { settlePayment } from './service.ts'
export { GatewayRefused, refundPayment } from './refund.ts'
export { sandboxWalletNotifyPaths } from './gateways/sandbox-wallet/index.ts'
export { receiveWalletNotification } from './wallet-notifications.ts'
