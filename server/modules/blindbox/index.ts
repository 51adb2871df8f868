// The blind-box shop as the rest of the server uses it (app.ts, payments notifications, CLI, scheduled jobs).

export { blindBoxRoutes, blindBoxSandboxRoutes } from './routes.ts'
export { reconcileTopUps, topUpPayable } from './top-up.ts'
export { findPrizesToShip, findRechargesForReview } from './queries.ts'
export { regionOf } from './region.ts'
