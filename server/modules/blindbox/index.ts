// The blind-box shop as the rest of the server uses it (app.ts, payments notifications, CLI, scheduled jobs).

export { blindBoxRoutes, blindBoxSandboxRoutes } from './routes.ts'
export { reconcileTopUps, settleGatewayTopUp } from './top-up.ts'
export { findPrizesToShip } from './queries.ts'
